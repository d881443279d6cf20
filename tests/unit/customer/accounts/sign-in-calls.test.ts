import { beforeEach, describe, expect, it, vi } from 'vitest'

const siteApi = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<Response>>())
vi.mock('@/lib/http/site-api-headers', () => ({ siteApi }))

const { checkEmail, completeSignIn, sendCode, typedEmail } = await import('@/customer/accounts/sign-in-calls')

const replies = (status: number, body: unknown) => siteApi.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }))

beforeEach(() => siteApi.mockReset())

describe('the e-mail of the sign-in form', () => {
  it('is trimmed and lowercased', () => {
    expect(typedEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com')
  })

  it('needs something, an at sign, then something with a dot', () => {
    expect(typedEmail('ada@example')).toBeNull()
    expect(typedEmail('@example.com')).toBeNull()
    expect(typedEmail('ada example.com')).toBeNull()
  })
})

describe('the sign-in calls', () => {
  it('tells a known e-mail from a new one (400 USER_NOT_FOUND)', async () => {
    replies(200, { data: { email: 'ada@example.com' } })
    expect(await checkEmail('ada@example.com')).toBe('known')
    replies(400, { key: 'USER_NOT_FOUND' })
    expect(await checkEmail('new@example.com')).toBe('new')
    replies(429, { key: 'RATE_LIMITED', extra: { retryAfter: 30 } })
    await expect(checkEmail('ada@example.com')).rejects.toThrow()
  })

  it('sends the consent of a new e-mail and restarts the countdown of a code still valid', async () => {
    replies(200, { data: { renewableIn: 120 } })
    expect(await sendCode('it', 'new@example.com', { privacy: true, marketing: false })).toBe(120)
    expect(siteApi.mock.calls[0]?.[0]).toBe('/auth/generate-otp?edition=it')
    expect(JSON.parse(String(siteApi.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'new@example.com',
      consent: { privacy: true, marketing: false },
    })
    replies(429, { key: 'OTP_CODE_STILL_VALID', extra: { renewableIn: 42 } })
    expect(await sendCode('it', 'new@example.com', null)).toBe(42)
    replies(400, { key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'email' }] } })
    expect(await sendCode('it', 'new@example.com', null)).toBe('invalid-email')
    replies(503, { key: 'SERVICE_UNAVAILABLE' })
    await expect(sendCode('it', 'new@example.com', null)).rejects.toThrow()
  })

  it('reports a wrong code (401 OTP_CODE_INVALID)', async () => {
    replies(200, { data: { jwt: 'j', refreshToken: 'r' } })
    expect(await completeSignIn('ada@example.com', '123456')).toBe('signed-in')
    replies(401, { key: 'OTP_CODE_INVALID' })
    expect(await completeSignIn('ada@example.com', '123457')).toBe('wrong-code')
  })
})

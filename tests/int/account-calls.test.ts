import { defaultEdition } from '@/editions/edition'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  POST as completeOtp,
  POST as generateOtp,
  POST as logout,
  GET as me,
  POST as refresh,
  POST as validateEmail,
} from '@/app/(site)/api/v1/[...path]/route'
import { MAX_TRIES, RENEW_AFTER_SECONDS } from '@/customer/accounts/code-rules'
import { redeemSignInCode, sendSignInCode } from '@/customer/accounts/sign-in-codes'
import { sqlRows } from '@/lib/database/sql'
import { checkDeclaredAnswer } from './site-call'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { testCms } from './test-cms'

let payload: Payload
/** Every mail the calls sent (codes and links are read from them, as a customer would) and everything the server logged. */
let mails: CapturedMail[]
let logged: string[]
let address = 0

beforeAll(async () => {
  payload = await testCms()
  ;({ mails, logged } = captureMailAndLogs(payload))
})

type Route = (request: NextRequest, context: unknown) => Promise<Response>
/** An answer's JSON: `{ data }` or the error envelope. */
type Answer = {
  data: { jwt: string; refreshToken: string; id: number } & Record<string, unknown>
  key: string
  extra: Record<string, unknown>
}

/** A call from its own client address (the rate limits are per address). */
async function call(route: Route, path: string, init: { body?: unknown; headers?: Record<string, string>; from?: string } = {}) {
  const headers = {
    'content-type': 'application/json',
    'x-wayfarer-socket-address': init.from ?? `10.0.0.${++address % 250}`,
    ...init.headers,
  }
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
  const method = body === undefined ? 'GET' : 'POST'
  const response = await route(new NextRequest(`http://localhost/api/v1/${path}`, { method, headers, body }), {
    params: Promise.resolve({}),
  })
  const answer = (await response.json()) as Answer
  if (response.ok) checkDeclaredAnswer(method, path, answer)
  return {
    status: response.status,
    body: answer,
    cookies: response.headers.getSetCookie(),
    retryAfter: response.headers.get('retry-after'),
  }
}

let emails = 0
const newEmail = () => `Traveller.${Date.now()}.${++emails}@Example.com`

/** The code of the last mail sent to `email`. */
function codeFor(email: string): string {
  const mail = mails.filter((entry) => entry.to === email.toLowerCase()).at(-1)
  return mail!.text.match(/\b(\d{6})\b/)![1]!
}

/** Signs in as the sign-in dialog does: a new e-mail sends its consent with the code request. */
async function signIn(email: string) {
  const consent = { privacy: true, marketing: false }
  expect((await call(generateOtp, 'auth/generate-otp', { body: { email, consent } })).status).toBe(200)
  return call(completeOtp, 'auth/complete-otp', { body: { email, otp: codeFor(email) } })
}

describe('one-time code sign-in', () => {
  it('mails a code, signs in with it once, and creates the new e-mail’s account with its consent', async () => {
    const email = newEmail()
    const sent = await call(generateOtp, 'auth/generate-otp?edition=de', { body: { email, consent: { privacy: true, marketing: false } } })
    expect(sent).toMatchObject({ status: 200, body: { data: { renewableIn: RENEW_AFTER_SECONDS } } })
    const mail = mails.at(-1)!
    expect(mail.to).toBe(email.toLowerCase())
    expect(mail.subject).not.toMatch(/\d{6}/)
    const otp = codeFor(email)
    expect(mail.html).toContain(otp)

    const signedIn = await call(completeOtp, 'auth/complete-otp', { body: { email: `  ${email.toUpperCase()} `, otp } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.data).toEqual({ jwt: expect.any(String), refreshToken: expect.any(String) })
    expect(signedIn.cookies.join('\n')).toMatch(/auth\.access=[^;]+;.*HttpOnly/i)
    expect(signedIn.cookies.join('\n')).toMatch(/auth\.refresh=[^;]+;.*Path=\/api\/v1\/auth/i)
    // The page's script reads the marker to know that asking for the customer is worth it.
    const marker = signedIn.cookies.find((cookie) => cookie.startsWith('auth.signed-in='))
    expect(marker).toMatch(/^auth\.signed-in=1;.*Path=\/(;|$)/i)
    expect(marker).not.toMatch(/HttpOnly/i)

    const { docs } = await payload.find({
      collection: 'customers',
      where: { email: { equals: email.toLowerCase() } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.acceptedFlags).toMatchObject({ privacy: true, marketing: false, newsletter: false })
    expect(docs[0]!.acceptedFlags?.privacyAcceptedAt).toBeTruthy()

    const again = await call(completeOtp, 'auth/complete-otp', { body: { email, otp } })
    expect(again).toMatchObject({ status: 401, body: { key: 'OTP_CODE_INVALID' } })
  })

  it('answers 429 OTP_CODE_STILL_VALID with the seconds to wait when a code was sent less than 120 s ago', async () => {
    const email = newEmail()
    await call(generateOtp, 'auth/generate-otp', { body: { email } })
    const second = await call(generateOtp, 'auth/generate-otp', { body: { email } })
    expect(second.status).toBe(429)
    expect(second.body.key).toBe('OTP_CODE_STILL_VALID')
    expect(second.body.extra.renewableIn).toBeGreaterThan(0)
    expect(second.body.extra.renewableIn).toBeLessThanOrEqual(RENEW_AFTER_SECONDS)
    expect(second.retryAfter).toBe(String(second.body.extra.renewableIn))
    expect(mails.filter((mail) => mail.to === email.toLowerCase())).toHaveLength(1)
  })

  it('kills a code after five wrong tries, and refuses a code past its 10 minutes', async () => {
    const email = newEmail().toLowerCase()
    await call(generateOtp, 'auth/generate-otp', { body: { email } })
    const otp = codeFor(email)
    const wrong = otp === '000000' ? '000001' : '000000'
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      expect((await call(completeOtp, 'auth/complete-otp', { body: { email, otp: wrong } })).body.key).toBe('OTP_CODE_INVALID')
    }
    expect((await call(completeOtp, 'auth/complete-otp', { body: { email, otp } })).status).toBe(401)

    const late = newEmail().toLowerCase()
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000)
    await sendSignInCode(payload, { email: late, edition: defaultEdition('it'), consent: null }, elevenMinutesAgo)
    await expect(redeemSignInCode(payload, { email: late, otp: codeFor(late) })).rejects.toMatchObject({ key: 'OTP_CODE_INVALID' })
  })

  it('never keeps or logs a code in clear', async () => {
    const email = newEmail().toLowerCase()
    await call(generateOtp, 'auth/generate-otp', { body: { email } })
    const otp = codeFor(email)
    const rows = await sqlRows(payload)<Record<string, unknown>>('SELECT * FROM sign_in_codes WHERE email = $1', [email])
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(otp)
    expect(logged.join('\n')).not.toContain(otp)
  })

  it('cuts off a brute force of 10,000 guesses against one e-mail: never signed in, 429 after the limit', async () => {
    const email = newEmail().toLowerCase()
    await call(generateOtp, 'auth/generate-otp', { body: { email } })
    const otp = codeFor(email)
    const statuses = new Map<number, number>()
    for (let guess = 0; guess < 10_000; guess++) {
      // The right code comes too late: by then the code is dead and the e-mail cut off.
      const attempt = guess === 50 ? otp : String(guess).padStart(6, '0') === otp ? '999999' : String(guess).padStart(6, '0')
      const { status, body, retryAfter } = await call(completeOtp, 'auth/complete-otp', { body: { email, otp: attempt } })
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status === 429) {
        expect(body).toMatchObject({ key: 'RATE_LIMITED', extra: { retryAfter: expect.any(Number) } })
        expect(retryAfter).toBe(String(body.extra.retryAfter))
      }
    }
    expect(statuses.get(200)).toBeUndefined()
    expect(statuses.get(429)).toBeGreaterThan(9_900)
  }, 120_000)

  it('limits code requests per client address', async () => {
    const from = '192.0.2.77'
    const answers: number[] = []
    for (let request = 0; request < 25; request++)
      answers.push((await call(generateOtp, 'auth/generate-otp', { body: { email: newEmail() }, from })).status)
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(answers.slice(20).every((status) => status === 429)).toBe(true)
  })

  it('refuses bad input with 400 and loses nothing', async () => {
    for (const body of [{}, { email: 'no-at-sign' }, { email: 'a@b.c\u0000' }, { email: `${'x'.repeat(300)}@example.com` }, '{"email":']) {
      expect((await call(generateOtp, 'auth/generate-otp', { body })).body.key).toBe('VALIDATION_ERROR')
    }
    for (const otp of ['12345', '1234567', '12a456', '123456\n', ' 123456']) {
      expect((await call(completeOtp, 'auth/complete-otp', { body: { email: newEmail(), otp } })).body.key).toBe('VALIDATION_ERROR')
    }
  })
})

describe('tokens', () => {
  it('names the customer to GET /backoffice/users/me, by bearer or cookie; refuses anything else', async () => {
    const email = newEmail()
    const { body } = await signIn(email)
    const byBearer = await call(me, 'backoffice/users/me', { headers: { authorization: `Bearer ${body.data.jwt}` } })
    expect(byBearer.status).toBe(200)
    expect(byBearer.body.data).toMatchObject({
      email: email.toLowerCase(),
      acceptedFlags: { newsletter: false },
      pictureImage: null,
      isAdmin: false,
    })
    const byCookie = await call(me, 'backoffice/users/me', { headers: { cookie: `auth.access=${body.data.jwt}` } })
    expect(byCookie.body.data.id).toBe(byBearer.body.data.id)
    for (const authorization of ['', 'Bearer nonsense', `Bearer ${body.data.jwt.slice(0, -2)}xx`]) {
      expect((await call(me, 'backoffice/users/me', { headers: { authorization } })).body.key).toBe('UNAUTHORIZED')
    }
  })

  it('rotates refresh tokens; a token used twice ends its whole family', async () => {
    const { body } = await signIn(newEmail())
    const first = body.data.refreshToken as string
    const rotated = await call(refresh, 'auth/refresh', { body: { refreshToken: first } })
    expect(rotated.status).toBe(200)
    const second = rotated.body.data.refreshToken as string
    expect(second).not.toBe(first)
    // The first token again: someone else has a copy. Both it and its successor stop working.
    expect((await call(refresh, 'auth/refresh', { body: { refreshToken: first } })).body.key).toBe('UNAUTHORIZED')
    expect((await call(refresh, 'auth/refresh', { body: { refreshToken: second } })).body.key).toBe('UNAUTHORIZED')
  })

  it('signs out: the refresh token stops working and the cookies are cleared', async () => {
    const { body } = await signIn(newEmail())
    const out = await call(logout, 'auth/logout', { body: {}, headers: { cookie: `auth.refresh=${body.data.refreshToken}` } })
    expect(out.status).toBe(200)
    expect(out.cookies.join('\n')).toMatch(/auth\.refresh=;/)
    expect(out.cookies.join('\n')).toMatch(/auth\.signed-in=;/)
    expect((await call(refresh, 'auth/refresh', { body: { refreshToken: body.data.refreshToken } })).status).toBe(401)
  })

  it('deletes a customer with their tokens and codes', async () => {
    const email = newEmail().toLowerCase()
    const { body } = await signIn(email)
    const id = (await call(me, 'backoffice/users/me', { headers: { authorization: `Bearer ${body.data.jwt}` } })).body.data.id
    await payload.delete({ collection: 'customers', id, overrideAccess: true })
    expect(await sqlRows(payload)('SELECT id FROM refresh_tokens WHERE customer_id = $1', [id])).toEqual([])
    expect(await sqlRows(payload)('SELECT id FROM sign_in_codes WHERE email = $1', [email])).toEqual([])
    expect((await call(me, 'backoffice/users/me', { headers: { authorization: `Bearer ${body.data.jwt}` } })).status).toBe(401)
  })
})

describe('POST /users/validate-email', () => {
  it('answers 200 for a customer’s e-mail and 400 USER_NOT_FOUND for a new one', async () => {
    const email = newEmail()
    await signIn(email)
    expect((await call(validateEmail, 'users/validate-email', { body: { email: email.toUpperCase() } })).status).toBe(200)
    expect((await call(validateEmail, 'users/validate-email', { body: { email: newEmail() } })).body).toMatchObject({
      key: 'USER_NOT_FOUND',
    })
    expect((await call(validateEmail, 'users/validate-email', { body: { email: 'nope' } })).body.key).toBe('VALIDATION_ERROR')
  })
})

describe('access', () => {
  it('keeps customers, codes and tokens out of reach of anyone not signed in to the admin', async () => {
    for (const collection of ['customers', 'sign-in-codes', 'refresh-tokens'] as const) {
      await expect(payload.find({ collection, overrideAccess: false }), collection).rejects.toMatchObject({ status: 403 })
    }
  })
})

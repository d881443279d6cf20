import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const siteApi = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<Response>>())
vi.mock('@/lib/http/site-api-headers', () => ({ siteApi }))

const { useSession } = await import('@/customer/accounts/session-store')

const customer = {
  id: 7,
  email: 'ada@example.com',
  name: 'Ada',
  acceptedFlags: { newsletter: false, marketing: false },
  pictureImage: null,
  isAdmin: false,
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
const unauthorized = () => json(401, { key: 'UNAUTHORIZED' })

/** Answers each call by its path, in order. */
function answer(byPath: Record<string, Array<() => Response>>) {
  siteApi.mockImplementation(async (path) => {
    const next = byPath[path]?.shift()
    if (!next) throw new Error(`unexpected call ${path}`)
    return next()
  })
}
const calledPaths = () => siteApi.mock.calls.map(([path]) => path)

describe('the session in the browser', () => {
  let dataLayer: Array<Record<string, unknown>>
  beforeEach(() => {
    dataLayer = []
    vi.stubGlobal('window', { dataLayer })
    vi.stubGlobal('document', { cookie: 'currency=EUR; auth.signed-in=1' })
    useSession.setState({ status: 'unknown', customer: null })
    siteApi.mockReset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('makes no call and is signed out without the signed-in marker', async () => {
    vi.stubGlobal('document', { cookie: 'currency=EUR' })
    await useSession.getState().load()
    expect(siteApi).not.toHaveBeenCalled()
    expect(useSession.getState().status).toBe('signed-out')
  })

  it('loads the customer and sends the account_id event', async () => {
    answer({ '/backoffice/users/me': [() => json(200, { data: customer })] })
    await useSession.getState().load()
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', customer })
    expect(dataLayer).toEqual([{ event: 'account_id', account_id: 7 }])
  })

  it('keeps the session when a call gets no answer (the page left mid-call, or offline): no sign-out', async () => {
    siteApi.mockImplementation(async (path) => {
      if (path === '/backoffice/users/me') throw new TypeError('Failed to fetch')
      throw new Error(`unexpected call ${path}`)
    })
    await useSession.getState().load()
    expect(calledPaths()).toEqual(['/backoffice/users/me'])
    expect(useSession.getState()).toMatchObject({ status: 'unknown', customer: null })
  })

  it('refreshes an expired access token once, then asks again', async () => {
    answer({
      '/backoffice/users/me': [unauthorized, () => json(200, { data: customer })],
      '/auth/refresh': [() => json(200, { data: {} })],
    })
    await useSession.getState().load()
    expect(calledPaths()).toEqual(['/backoffice/users/me', '/auth/refresh', '/backoffice/users/me'])
    expect(useSession.getState().status).toBe('signed-in')
  })

  it('signs out when the refresh fails too', async () => {
    answer({
      '/backoffice/users/me': [unauthorized],
      '/auth/refresh': [unauthorized],
      '/auth/logout': [() => json(200, { data: { signedOut: true } })],
    })
    await useSession.getState().load()
    expect(calledPaths()).toEqual(['/backoffice/users/me', '/auth/refresh', '/auth/logout'])
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', customer: null })
    expect(dataLayer).toEqual([])
  })

  it('signs an admin account out straight away', async () => {
    answer({
      '/backoffice/users/me': [() => json(200, { data: { ...customer, isAdmin: true } })],
      '/auth/logout': [() => json(200, { data: { signedOut: true } })],
    })
    await useSession.getState().load()
    expect(calledPaths()).toEqual(['/backoffice/users/me', '/auth/logout'])
    expect(useSession.getState().status).toBe('signed-out')
    expect(dataLayer).toEqual([])
  })
})

describe('a failed user call after sign-in', () => {
  const communicationsUrl = 'https://account.example.com/it?routingKey=account-communications'
  const privacyError = (extra: Record<string, unknown>) => () => json(403, { key: 'USER_PRIVACY_POLICY_ERROR', message: '', extra })
  const signedOut = () => json(200, { data: { signedOut: true } })
  let assign: ReturnType<typeof vi.fn>
  beforeEach(() => {
    assign = vi.fn()
    vi.stubGlobal('window', { dataLayer: [], location: { assign } })
    vi.stubGlobal('document', { cookie: 'auth.signed-in=1' })
    useSession.setState({ status: 'unknown', customer: null, communicationsUrl })
    siteApi.mockReset()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('sends a customer who must accept the privacy policy to the account area’s communications, in the same window', async () => {
    answer({ '/backoffice/users/me': [privacyError({ userId: 42 })] })
    await useSession.getState().load()
    expect(assign).toHaveBeenCalledWith(communicationsUrl)
    expect(calledPaths()).toEqual(['/backoffice/users/me'])
    expect(useSession.getState().customer).toBeNull()
  })

  it('on the site’s own communications page already, stays there and asks for the acceptance instead of leaving again', async () => {
    vi.stubGlobal('window', {
      dataLayer: [],
      location: { assign, href: 'http://localhost/it/account/comunicazioni', pathname: '/it/account/comunicazioni' },
    })
    useSession.setState({ communicationsUrl: '/it/account/comunicazioni' })
    answer({ '/backoffice/users/me': [privacyError({ userId: 42 })] })
    await useSession.getState().load()
    expect(assign).not.toHaveBeenCalled()
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', customer: null, privacyPending: true })
  })

  it('without a user id, warns (never a console error) and signs out 3 s later', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    answer({ '/backoffice/users/me': [privacyError({})], '/auth/logout': [signedOut] })
    await useSession.getState().load()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2999)
    expect(calledPaths()).toEqual(['/backoffice/users/me'])
    await vi.advanceTimersByTimeAsync(1)
    expect(calledPaths()).toEqual(['/backoffice/users/me', '/auth/logout'])
    expect(useSession.getState().status).toBe('signed-out')
    expect(assign).not.toHaveBeenCalled()
  })

  it('signs out at once on any other failure, a 500 or an answer that is not JSON', async () => {
    for (const failed of [() => json(500, { key: 'INTERNAL_ERROR' }), () => new Response('<html>', { status: 502 })]) {
      siteApi.mockReset()
      answer({ '/backoffice/users/me': [failed], '/auth/logout': [signedOut] })
      await useSession.getState().load()
      expect(calledPaths()).toEqual(['/backoffice/users/me', '/auth/logout'])
      expect(useSession.getState().status).toBe('signed-out')
    }
    expect(assign).not.toHaveBeenCalled()
  })
})

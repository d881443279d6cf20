import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const siteApi = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<Response>>())
vi.mock('@/lib/http/site-api-headers', () => ({ siteApi }))

const { useSession } = await import('@/features/accounts/session-store')

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

import { parseCookie } from 'cookie'
import { create } from 'zustand'
import { pushEvent } from '@/lib/analytics/data-layer'
import { siteApi } from '@/lib/http/site-api-headers'
import { SIGNED_IN_MARKER_COOKIE } from './session-marker'
import { LOGOUT_DELAY_MS, userCallFailureAction, type UserCallFailure } from './user-call-failure'

/** The signed-in customer, as `GET /backoffice/users/me` answers. */
export type Customer = {
  id: number
  email: string
  name: string | null
  acceptedFlags: { newsletter: boolean; marketing: boolean }
  pictureImage: { url: string; altText: string } | null
  isAdmin: boolean
}

type SessionState = {
  /** `unknown` until the first check at the page's first idle moment. */
  status: 'unknown' | 'signed-out' | 'signed-in'
  /** Signed in but refused until they accept the privacy policy: the communications page asks them to. */
  privacyPending: boolean
  customer: Customer | null
  /** The account area's communications page, where a customer who must accept the privacy policy goes (set by the island). */
  communicationsUrl: string | null
  /** Loads the customer from the cookies (refreshing the access token once); signs out an admin account. */
  load: () => Promise<void>
  signOut: () => Promise<void>
}

const postJson = (path: string) => siteApi(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })

const hasMarker = () => parseCookie(document.cookie)[SIGNED_IN_MARKER_COOKIE] === '1'

type UserCall = { customer: Customer } | { failure: UserCallFailure }

async function fetchCustomer(): Promise<UserCall> {
  let answer = await siteApi('/backoffice/users/me')
  if (answer.status === 401 && (await postJson('/auth/refresh')).ok) answer = await siteApi('/backoffice/users/me')
  const body = (await answer.json().catch(() => ({}))) as { data?: Customer } & UserCallFailure
  return answer.ok && body.data ? { customer: body.data } : { failure: body }
}

/** The visitor's session in the browser: pages are the same cached HTML for everyone, so it loads here. */
export const useSession = create<SessionState>()((set, get) => ({
  status: 'unknown',
  customer: null,
  privacyPending: false,
  communicationsUrl: null,
  load: async () => {
    if (!hasMarker()) return set({ status: 'signed-out', customer: null, privacyPending: false })
    const call = await fetchCustomer().catch(() => null)
    // No answer at all (the visitor left the page mid-call, or is offline) says nothing about the
    // session: it stays as it is, never signed out for it.
    if (!call) return set({ status: 'unknown' })
    if ('failure' in call) return afterFailedUserCall(call.failure, get())
    const { customer } = call
    // The customer site refuses the back office's admin accounts.
    if (customer.isAdmin) return get().signOut()
    set({ status: 'signed-in', customer, privacyPending: false })
    pushEvent({ event: 'account_id', account_id: customer.id })
  },
  signOut: async () => {
    await postJson('/auth/logout').catch(() => null)
    set({ status: 'signed-out', customer: null, privacyPending: false })
  },
}))

/** A failed user call: to the privacy acceptance in the account area, or signed out (at once, or after a warning). */
function afterFailedUserCall(failure: UserCallFailure, session: SessionState): Promise<void> | void {
  const action = userCallFailureAction(failure)
  if (action.kind === 'open-communications' && session.communicationsUrl) {
    // Already there: the page asks for the acceptance (leaving again would loop).
    if (new URL(session.communicationsUrl, window.location.href).pathname === window.location.pathname)
      return useSession.setState({ status: 'signed-out', customer: null, privacyPending: true })
    return window.location.assign(session.communicationsUrl)
  }
  if (action.kind === 'warn-then-sign-out') {
    console.warn('Your session needs the privacy policy accepted, but no account was named: signing out.')
    return void setTimeout(() => void useSession.getState().signOut(), LOGOUT_DELAY_MS)
  }
  return session.signOut()
}

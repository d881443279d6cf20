import { parseCookie } from 'cookie'
import { create } from 'zustand'
import { pushEvent } from '@/lib/analytics/data-layer'
import { siteApi } from '@/lib/http/site-api-headers'
import { SIGNED_IN_MARKER_COOKIE } from './session-marker'

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
  customer: Customer | null
  /** Loads the customer from the cookies (refreshing the access token once); signs out an admin account. */
  load: () => Promise<void>
  signOut: () => Promise<void>
}

const postJson = (path: string) => siteApi(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })

const hasMarker = () => parseCookie(document.cookie)[SIGNED_IN_MARKER_COOKIE] === '1'

async function fetchCustomer(): Promise<Customer | null> {
  let answer = await siteApi('/backoffice/users/me')
  if (answer.status === 401 && (await postJson('/auth/refresh')).ok) answer = await siteApi('/backoffice/users/me')
  if (!answer.ok) return null
  return ((await answer.json()) as { data: Customer }).data
}

/** The visitor's session in the browser: pages are the same cached HTML for everyone, so it loads here. */
export const useSession = create<SessionState>()((set, get) => ({
  status: 'unknown',
  customer: null,
  load: async () => {
    if (!hasMarker()) return set({ status: 'signed-out', customer: null })
    const customer = await fetchCustomer().catch(() => null)
    // A failed user call signs out; the customer site refuses the back office's admin accounts.
    if (!customer || customer.isAdmin) return get().signOut()
    set({ status: 'signed-in', customer })
    pushEvent({ event: 'account_id', account_id: customer.id })
  },
  signOut: async () => {
    await postJson('/auth/logout').catch(() => null)
    set({ status: 'signed-out', customer: null })
  },
}))

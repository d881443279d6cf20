import { useSession } from './session-store'

/**
 * Signs out of the site (its tokens end at once), then of the identity provider: `POST /logout`
 * answers `{ data: { redirectTo } }`, the provider's end-of-session page or the home page, where
 * the browser goes. A GET cannot sign anyone out: another site could link to it.
 */
export async function leaveSite(): Promise<void> {
  await useSession.getState().signOut()
  const answer = await fetch('/logout', { method: 'POST', headers: { accept: 'application/json' } }).catch(() => null)
  const body = (await answer?.json().catch(() => null)) as { data?: { redirectTo?: string } } | null
  window.location.assign(body?.data?.redirectTo ?? '/')
}

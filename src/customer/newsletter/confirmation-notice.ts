/** The query parameter the confirmation link's redirect adds to the edition's home. */
export const CONFIRMATION_PARAM = 'newsletter'

export type ConfirmationNotice = 'confirmed' | 'invalid-link'

/** What the address says about a confirmation link just opened (the page is cached HTML: the browser reads it). */
export function confirmationNotice(search: string): ConfirmationNotice | null {
  const value = new URLSearchParams(search).get(CONFIRMATION_PARAM)
  return value === 'confirmed' || value === 'invalid-link' ? value : null
}

/** The address without the parameter, so that a reload or a shared link does not show the notice again. */
export function withoutConfirmationParam(url: string): string {
  const next = new URL(url)
  next.searchParams.delete(CONFIRMATION_PARAM)
  return `${next.pathname}${next.search}${next.hash}`
}

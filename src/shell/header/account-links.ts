/** The account links' labels: keys of the `header` messages. */
export type AccountLinkKey = 'profile' | 'manageBookings' | 'alerts' | 'partnership' | 'manageCommunications'

/** An account link as the server built it; the browser labels it in the visitor's language. */
export type AccountLink = { key: AccountLinkKey; href: string }

/** The attribute of the user-menu slots that carries the signed-in customer's account links (built by the server). */
export const ACCOUNT_LINKS_ATTRIBUTE = 'data-account-links'

const LINK_KEYS: readonly string[] = ['profile', 'manageBookings', 'alerts', 'partnership', 'manageCommunications']

/** The links a slot carries, or none when the attribute is missing or not what the server writes. */
export function readAccountLinks(slot: HTMLElement | null | undefined): AccountLink[] {
  try {
    const links: unknown = JSON.parse(slot?.getAttribute(ACCOUNT_LINKS_ATTRIBUTE) ?? '[]')
    if (!Array.isArray(links)) return []
    return links.filter(
      (link): link is AccountLink => typeof link?.href === 'string' && typeof link?.key === 'string' && LINK_KEYS.includes(link.key),
    )
  } catch {
    return []
  }
}

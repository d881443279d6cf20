import { cache } from 'react'
import type { Edition } from '@/editions/edition'
import { href } from '@/editions/href'
import { accountUrl, externalAccountPage } from '@/lib/account-url'
import type { AccountLink } from './account-links'

/**
 * The account links: profile and bookings always; the rest when signed in. With an account site
 * (`ACCOUNT_URL`) they lead there by the spec's routing keys (profile, `travels`, partnership,
 * communications); without one, to the site's own account pages (profile, bookings, alerts,
 * communications: partnership is the account site's alone).
 */
export function accountLinkTargets(edition: Edition, signedIn: boolean, host = accountUrl()): AccountLink[] {
  if (host) {
    const external = (routingKey: string) => externalAccountPage(host, edition.code, routingKey)
    const links: AccountLink[] = [
      { key: 'profile', href: external('account-profile') },
      { key: 'manageBookings', href: external('travels') },
    ]
    if (signedIn)
      links.push(
        { key: 'partnership', href: external('partnership') },
        { key: 'manageCommunications', href: external('account-communications') },
      )
    return links
  }
  const links: AccountLink[] = [
    { key: 'profile', href: href('account-profile', {}, edition) },
    { key: 'manageBookings', href: href('account-bookings', {}, edition) },
  ]
  if (signedIn)
    links.push(
      { key: 'alerts', href: href('account-alerts', {}, edition) },
      { key: 'manageCommunications', href: href('account-communications', {}, edition) },
    )
  // A route an admin switched off gets no link.
  return links.filter((link) => link.href !== '')
}

/** The account area's communications page, where a customer who must accept the privacy policy goes. */
export function communicationsPage(edition: Edition): string | null {
  return accountLinkTargets(edition, true).find((link) => link.key === 'manageCommunications')?.href ?? null
}

/** The account links of one page: the same list to the header's and the mobile menu's user areas, so that the page's payload holds it once. */
export const pageAccountLinks = cache((edition: Edition, signedIn: boolean) => accountLinkTargets(edition, signedIn))

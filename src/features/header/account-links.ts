import { accountPage } from '@/lib/account-url'

type AccountLinkLabel = 'profile' | 'manageBookings' | 'partnership' | 'manageCommunications'

/**
 * The account links: profile and bookings always; partnership and communications when signed in.
 * The labels come from the `header` messages (the server's translator or the browser's).
 */
export function accountLinks(edition: string, signedIn: boolean, label: (key: AccountLinkLabel) => string, host?: string) {
  const links = [
    { key: 'account-profile', label: label('profile'), href: accountPage(edition, 'account-profile', host) },
    { key: 'travels', label: label('manageBookings'), href: accountPage(edition, 'travels', host) },
  ]
  if (signedIn) {
    links.push(
      { key: 'partnership', label: label('partnership'), href: accountPage(edition, 'partnership', host) },
      { key: 'account-communications', label: label('manageCommunications'), href: accountPage(edition, 'account-communications', host) },
    )
  }
  return links
}

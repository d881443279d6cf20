import type { Edition } from '@/editions/edition'
import { ShellIsland } from '@/shell/frame/ShellIsland.client'
import { pageAccountLinks } from './account-link-targets'

/**
 * The mobile menu's user area, rendered in place: the login entry (the header's own, so it signs
 * in the same way) and the profile and bookings links, as cached for everyone; the customer's
 * area (avatar, name, account links, Logout) once the browser finds them signed in.
 */
export function MobileUserArea({ edition }: { edition: Edition }) {
  return (
    <ShellIsland
      type="mobileUserMenu"
      strategy="idle"
      className="mobile-user-area"
      props={{ visitorLinks: pageAccountLinks(edition, false), customerLinks: pageAccountLinks(edition, true) }}
    />
  )
}

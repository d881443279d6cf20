import type { Edition } from '@/editions/edition'
import { ShellIsland } from '@/shell/frame/ShellIsland.client'
import { pageAccountLinks } from './account-link-targets'

/**
 * The header's user area, rendered in place: the login entry, as this cached HTML holds it for
 * everyone; the accounts feature's menu (avatar, account links, Logout) once the browser finds
 * the visitor signed in.
 */
export function UserArea({ edition }: { edition: Edition }) {
  return <ShellIsland type="userMenu" strategy="idle" className="user-area-island" props={{ links: pageAccountLinks(edition, true) }} />
}

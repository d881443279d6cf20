import type { Edition } from '@/editions/edition'
import { SignOutButton } from '@/customer/accounts/SignOutButton.client'
import { translator } from '@/editions/translator'
import { accountLinkTargets } from './account-link-targets'
import { ACCOUNT_LINKS_ATTRIBUTE } from './account-links'
import { LoginTrigger } from './LoginTrigger.client'

/** The signed-in customer as the header shows them (filled by the accounts feature). */
export type HeaderUser = { name: string; pictureUrl: string | null }

/** The account links with the edition's labels, for server components. */
export function accountLinks(edition: Edition, signedIn: boolean) {
  const label = translator(edition.code, 'header')
  return accountLinkTargets(edition, signedIn).map((link) => ({ ...link, label: label(link.key) }))
}

/** The slot's attribute with the signed-in customer's account links, which the browser's menu labels and draws. */
export function accountLinksAttribute(edition: Edition) {
  return { [ACCOUNT_LINKS_ATTRIBUTE]: JSON.stringify(accountLinkTargets(edition, true)) }
}

const PLACEHOLDER_AVATAR = '/images/avatar-placeholder.svg'

/**
 * The user area: a login entry when signed out (the browser swaps in the customer's menu); the avatar (or a placeholder)
 * with profile, bookings, partnership, communications and logout when signed in.
 */
export function UserArea({ edition, user }: { edition: Edition; user: HeaderUser | null }) {
  const t = translator(edition.code, 'header')
  if (!user) {
    // The slot takes the signed-in menu in the browser (the accounts feature's island): this HTML is cached for everyone.
    return (
      <div className="user-area-slot" data-user-menu-slot="" {...accountLinksAttribute(edition)}>
        <LoginTrigger label={t('login')} />
      </div>
    )
  }
  return (
    <details className="user-area">
      <summary className="user-area__summary" aria-label={t('userArea')}>
        <img className="user-area__avatar" src={user.pictureUrl || PLACEHOLDER_AVATAR} alt={t('avatarAlt')} width={32} height={32} />
        <span className="user-area__label">{user.name}</span>
      </summary>
      <ul className="user-area__menu">
        {accountLinks(edition, true).map((link) => (
          <li key={link.key}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        <li>
          <SignOutButton label={t('logout')} />
        </li>
      </ul>
    </details>
  )
}

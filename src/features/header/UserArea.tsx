import type { EditionCode } from '@/editions/editions'
import { translator } from '@/editions/translator'
import { accountPage, accountUrl } from '@/lib/account-url'

/** The signed-in customer as the header shows them (filled by the accounts feature). */
export type HeaderUser = { name: string; pictureUrl: string | null }

/** The account links: profile and bookings always; partnership and communications when signed in. */
export function accountLinks(edition: EditionCode, signedIn: boolean) {
  const t = translator(edition, 'header')
  const links = [
    { key: 'account-profile', label: t('profile'), href: accountPage(edition, 'account-profile') },
    { key: 'travels', label: t('manageBookings'), href: accountPage(edition, 'travels') },
  ]
  if (signedIn) {
    links.push(
      { key: 'partnership', label: t('partnership'), href: accountPage(edition, 'partnership') },
      { key: 'account-communications', label: t('manageCommunications'), href: accountPage(edition, 'account-communications') },
    )
  }
  return links
}

const PLACEHOLDER_AVATAR = '/images/avatar-placeholder.svg'

/**
 * The user area: a login entry when signed out; the avatar (or a placeholder)
 * with profile, bookings, partnership, communications and logout when signed in.
 */
export function UserArea({ edition, user }: { edition: EditionCode; user: HeaderUser | null }) {
  const t = translator(edition, 'header')
  if (!user) {
    return (
      <a className="user-area__login" href={`${accountUrl()}/${edition}/login`}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" fill="currentColor" />
        </svg>
        <span className="user-area__label">{t('login')}</span>
      </a>
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
          <a href={`/${edition}/logout`}>{t('logout')}</a>
        </li>
      </ul>
    </details>
  )
}

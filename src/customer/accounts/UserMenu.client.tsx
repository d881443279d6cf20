'use client'
import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import type { AccountLink } from '@/shell/header/account-links'
import { LoginTrigger } from '@/shell/header/LoginTrigger.client'
import { leaveSite } from './leave-site'
import { useSession, type Customer } from './session-store'
import { userAreaEntry } from './user-area-entries'

const PLACEHOLDER_AVATAR = '/images/avatar-placeholder.svg'
/** The spec fixes this label in English in every edition. */
const LOGOUT_LABEL = 'Logout'

function Avatar({ customer, className }: { customer: Customer; className: string }) {
  const t = useTranslations('header')
  return (
    <img
      className={className}
      src={customer.pictureImage?.url || PLACEHOLDER_AVATAR}
      alt={customer.pictureImage?.altText || t('avatarAlt')}
      width={32}
      height={32}
    />
  )
}

/** Account links, labelled in the visitor's language. */
function LinkItems({ links }: { links: AccountLink[] }) {
  const t = useTranslations('header')
  return links.map((link) => (
    <li key={link.key}>
      <a href={link.href}>{t(link.key)}</a>
    </li>
  ))
}

/** Logout signs out of the site and of the identity provider, back on the home page. */
function LogoutItem({ className, before }: { className: string; before?: () => void }) {
  return (
    <li>
      <button
        type="button"
        className={className}
        onClick={() => {
          before?.()
          void leaveSite()
        }}
      >
        {LOGOUT_LABEL}
      </button>
    </li>
  )
}

/**
 * The header's user area: the login entry, as the cached page holds it for everyone, until the
 * session in the browser finds a customer; then their menu: avatar, name, the account links
 * (`links`, the server's for the edition: its account site, or the site's own pages) and Logout.
 */
export function UserMenu({ links }: { links: AccountLink[] }) {
  const t = useTranslations('header')
  const customer = useSession((state) => state.customer)
  const menu = useRef<HTMLDetailsElement>(null)
  if (!customer) return <LoginTrigger label={t('login')} ref={userAreaEntry} />
  return (
    <details className="user-area" ref={menu}>
      <summary className="user-area__summary" aria-label={t('userArea')} ref={userAreaEntry}>
        <Avatar customer={customer} className="user-area__avatar" />
        <span className="user-area__label">{customer.name || customer.email}</span>
      </summary>
      <ul className="user-area__menu">
        <LinkItems links={links} />
        <LogoutItem className="user-area__logout" before={() => menu.current?.removeAttribute('open')} />
      </ul>
    </details>
  )
}

/**
 * The mobile menu's user area: the header's own login entry and the visitor's account links
 * (`visitorLinks`: profile, bookings) for everyone; for a signed-in customer, their avatar, name,
 * account links (`customerLinks`) and Logout.
 */
export function MobileUserMenu({ visitorLinks, customerLinks }: { visitorLinks: AccountLink[]; customerLinks: AccountLink[] }) {
  const t = useTranslations('header')
  const customer = useSession((state) => state.customer)
  if (!customer)
    return (
      <div className="mobile-user-area__signed-out">
        <LoginTrigger label={t('login')} ref={userAreaEntry} />
        <ul className="mobile-user-links">
          <LinkItems links={visitorLinks} />
        </ul>
      </div>
    )
  return (
    <div className="mobile-user-area__customer">
      <p className="mobile-user-area__who">
        <Avatar customer={customer} className="mobile-user-area__avatar" />
        <span className="mobile-user-area__name">{customer.name || customer.email}</span>
      </p>
      <ul className="mobile-user-links">
        <LinkItems links={customerLinks} />
        <LogoutItem className="mobile-user-area__logout" />
      </ul>
    </div>
  )
}

'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { readAccountLinks, type AccountLink } from '@/shell/header/account-links'
import { leaveSite } from './leave-site'
import { useSession, type Customer } from './session-store'

const PLACEHOLDER_AVATAR = '/images/avatar-placeholder.svg'
/** The spec fixes this label in English in every edition. */
const LOGOUT_LABEL = 'Logout'
/** Set on `<html>` while a customer is signed in: the header's style sheet hides the login entries then. */
const SIGNED_IN_ATTRIBUTE = 'data-signed-in'

type AreaProps = { customer: Customer; links: AccountLink[]; onLogout: () => Promise<void> }

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

/** The account links and Logout, in the header's menu and in the mobile menu alike. */
function AccountItems({ links, onLogout, logoutClass }: Omit<AreaProps, 'customer'> & { logoutClass: string }) {
  const t = useTranslations('header')
  return (
    <>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href}>{t(link.key)}</a>
        </li>
      ))}
      <li>
        <button type="button" className={logoutClass} onClick={onLogout}>
          {LOGOUT_LABEL}
        </button>
      </li>
    </>
  )
}

/**
 * The signed-in customer's menu in the header, drawn into the user area's slot (the page's HTML
 * is cached for everyone and always holds the login entry), and their area in the mobile menu:
 * avatar, name, the account links and Logout, which signs out of the site and of the identity
 * provider, back on the home page.
 */
export function UserMenu() {
  const t = useTranslations('header')
  const customer = useSession((state) => state.customer)
  const [slot] = useState(() => document.querySelector<HTMLElement>('[data-user-menu-slot]'))
  const [mobileSlot] = useState(() => document.querySelector<HTMLElement>('[data-mobile-user-slot]'))
  const menu = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, customer !== null)
  }, [customer])

  if (!customer) return null
  // The server built the links (its account site, or the site's own pages) into the slots.
  const links = readAccountLinks(slot ?? mobileSlot)
  const logOut = async () => {
    menu.current?.removeAttribute('open')
    await leaveSite()
  }
  const name = customer.name || customer.email
  return (
    <>
      {slot &&
        createPortal(
          <details className="user-area" ref={menu}>
            <summary className="user-area__summary" aria-label={t('userArea')}>
              <Avatar customer={customer} className="user-area__avatar" />
              <span className="user-area__label">{name}</span>
            </summary>
            <ul className="user-area__menu">
              <AccountItems links={links} onLogout={logOut} logoutClass="user-area__logout" />
            </ul>
          </details>,
          slot,
        )}
      {mobileSlot &&
        createPortal(
          <div className="mobile-user-area__customer">
            <p className="mobile-user-area__who">
              <Avatar customer={customer} className="mobile-user-area__avatar" />
              <span className="mobile-user-area__name">{name}</span>
            </p>
            <ul className="mobile-user-links">
              <AccountItems links={links} onLogout={logOut} logoutClass="mobile-user-area__logout" />
            </ul>
          </div>,
          mobileSlot,
        )}
    </>
  )
}

'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { editionForLocale } from '@/editions/editions'
import { accountLinks } from '@/features/header/account-links'
import { useSession } from './session-store'

const PLACEHOLDER_AVATAR = '/images/avatar-placeholder.svg'
/** The spec fixes this label in English in every edition. */
const LOGOUT_LABEL = 'Logout'
/** Set on `<html>` while a customer is signed in: the header's style sheet hides the login entry then. */
const SIGNED_IN_ATTRIBUTE = 'data-signed-in'

/**
 * The signed-in customer's menu in the header, drawn into the user area's slot (the page's HTML
 * is cached for everyone and always holds the login entry): avatar, name, the account links and
 * Logout, which signs out of the site and of the identity provider, back on the home page.
 */
export function UserMenu() {
  const t = useTranslations('header')
  const edition = editionForLocale(useLocale())!
  const customer = useSession((state) => state.customer)
  const signOut = useSession((state) => state.signOut)
  const [slot] = useState(() => document.querySelector<HTMLElement>('[data-user-menu-slot]'))
  const menu = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, customer !== null)
  }, [customer])

  if (!slot || !customer) return null
  const host = slot.dataset.accountUrl
  return createPortal(
    <details className="user-area" ref={menu}>
      <summary className="user-area__summary" aria-label={t('userArea')}>
        <img
          className="user-area__avatar"
          src={customer.pictureImage?.url || PLACEHOLDER_AVATAR}
          alt={customer.pictureImage?.altText || t('avatarAlt')}
          width={32}
          height={32}
        />
        <span className="user-area__label">{customer.name || customer.email}</span>
      </summary>
      <ul className="user-area__menu">
        {accountLinks(edition, true, t, host).map((link) => (
          <li key={link.key}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="user-area__logout"
            onClick={async () => {
              menu.current?.removeAttribute('open')
              await signOut()
              // Then out of the identity provider too, which comes back to the home page.
              // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a route handler, not a page
              window.location.assign('/logout')
            }}
          >
            {LOGOUT_LABEL}
          </button>
        </li>
      </ul>
    </details>,
    slot,
  )
}

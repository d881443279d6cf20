import type { Edition } from '@/editions/edition'
import { translator } from '@/editions/translator'
import { LoginTrigger } from './LoginTrigger.client'
import { accountLinks, accountLinksAttribute } from './UserArea'

/**
 * The mobile menu's user area as cached for everyone: the login entry (the header's own, so it
 * signs in the same way) and the account links. Signed in, the browser hides it and draws the
 * customer's area into the slot (accounts feature): avatar, name, account links, Logout.
 */
export function MobileUserArea({ edition }: { edition: Edition }) {
  const t = translator(edition.code, 'header')
  return (
    <div className="mobile-user-area" data-mobile-user-slot="" {...accountLinksAttribute(edition)}>
      <div className="mobile-user-area__signed-out">
        <LoginTrigger label={t('login')} />
        <ul className="mobile-user-links">
          {accountLinks(edition, false).map((link) => (
            <li key={link.key}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

import { href } from '@/editions/href'
import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { ACCOUNT_SECTION_ROUTES, ACCOUNT_SECTIONS, type AccountSection } from './account-sections'

/**
 * A page of the account area: its navigation (profile, bookings, alerts, communications) and the
 * section's heading are the same for everyone, so they are in the cached HTML; what is the
 * customer's own (not signed in, loading, the view, its errors) the island draws in the browser.
 */
export default function AccountPage({ block, frame, context }: BlockProps<'accountPage'>) {
  const { edition, currency } = context
  const t = translator(edition.code, 'accountArea')
  const messages = messagesFor(edition.code)
  const section = block.section as AccountSection
  const titleId = `${frame.id}-title`
  const pages = ACCOUNT_SECTIONS.map((name) => ({ name, href: href(ACCOUNT_SECTION_ROUTES[name], {}, edition) })).filter(
    (page) => page.href,
  )
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-account">
        <nav className="b-account__nav" aria-label={t('navigation')}>
          <ul>
            {pages.map((page) => (
              <li key={page.name}>
                <a href={page.href} aria-current={page.name === section ? 'page' : undefined}>
                  {t(page.name)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="b-account__content" aria-labelledby={titleId}>
          <h1 id={titleId} className="b-account__title">
            {block.title || t(section)}
          </h1>
          <Island
            messages={{ accountArea: messages.accountArea }}
            frame={frame}
            type="accountPage"
            props={{ section, currency, travelsUrl: href('travels', {}, edition) || '/' }}
          />
        </section>
      </div>
    </BlockRoot>
  )
}

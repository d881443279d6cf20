import type { Edition } from '@/editions/edition'
import type { CurrencyCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { translator } from '@/editions/translator'
import type { ContactBlock } from '@/shell/data/types'
import { HeaderBehaviour } from '@/shell/header/HeaderBehaviour.client'
import { ModalLink } from '@/shell/modals/ModalLink.client'
import { Logo } from '@/shell/frame/Logo.client'
import { BRAND_NAME } from '@/lib/brand'
import './events-layout.css'
import { newTabAttributes } from '@/lib/dom/new-tab'

/** The first e-mail address of the edition's contacts: the events header's talk-to-us link. */
function contactEmail(contacts: readonly ContactBlock[]): string | null {
  for (const block of contacts) for (const action of block.actions) if (action.href.startsWith('mailto:')) return action.href
  return null
}

/**
 * The events sub-brand header: fixed on mobile, sticky on desktop, its
 * background fading in from 200 to 700 px; logo to the events landing page, a talk-to-us mail
 * link and a get-the-app button opening the app modal.
 */
export function EventsHeader({ edition, contacts }: { edition: Edition; contacts: readonly ContactBlock[] }) {
  const t = translator(edition.code, 'eventsLayout')
  const landing = href('events-wemeet', {}, edition) || href('wemeet-by-product', {}, edition)
  const mail = contactEmail(contacts)
  return (
    <header className="site-header site-header--events" data-sticky="false" style={{ '--header-bg-opacity': 0 } as React.CSSProperties}>
      <HeaderBehaviour transparentAtTop={false} events />
      <div className="site-header__bar">
        <a className="site-header__logo" href={landing} aria-label={t('home', { brand: BRAND_NAME })}>
          <Logo />
        </a>
        <div className="site-header__actions">
          {mail && (
            <a className="events-header__mail" href={mail}>
              {t('talkToUs')}
            </a>
          )}
          <ModalLink modal="app" className="button button--primary events-header__app">
            {t('getTheApp')}
          </ModalLink>
        </div>
      </div>
    </header>
  )
}

/** The events footer: the contacts book and the currency, shown only when there are contacts. */
export function EventsFooter({
  edition,
  contacts,
  currency,
}: {
  edition: Edition
  contacts: readonly ContactBlock[]
  currency: CurrencyCode
}) {
  const shown = contacts.filter((block) => block.showContactPage && block.actions.length > 0)
  if (shown.length === 0) return null
  const t = translator(edition.code, 'header')
  return (
    <footer className="events-footer">
      <div className="events-footer__inner">
        {shown.map((block) => (
          <section key={block.id} className="events-footer__block">
            <h2>{block.title}</h2>
            <ul>
              {block.actions.map((action) => (
                <li key={action.id}>
                  <a href={action.href} {...newTabAttributes(action.newTab)}>
                    {action.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="events-footer__currency">{t('currency', { currency })}</p>
      </div>
    </footer>
  )
}

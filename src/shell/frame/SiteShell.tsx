import type { Edition } from '@/editions/edition'
import type { ReactNode } from 'react'
import { href } from '@/editions/href'
import type { RouteName } from '@/editions/route-names'
import { translator } from '@/editions/translator'
import { BannerSlot } from '@/shell/banner/BannerSlot'
import { EventsFooter, EventsHeader } from '@/shell/events-area/EventsLayout'
import { Footer } from '@/shell/footer/Footer'
import { Header } from '@/shell/header/Header'
import { ModalLayer } from '@/shell/modals/ModalLayer.client'
import { BRAND_NAME } from '@/lib/brand'
import type { PageShell } from './load-page-shell'
import { Logo } from './Logo.client'
import '@/shell/modals/modals.css'
import './site-shell.css'

type Props = {
  edition: Edition
  variant: 'default' | 'empty' | 'events' | 'hidden'
  transparentHeader: boolean
  routeName: RouteName | null
  shell: PageShell
  children: ReactNode
}

/**
 * The frame around every page: banner bar, header, content, footer and the
 * modal layer, in one of four layouts: default, empty (header never transparent), events,
 * hidden (a centred logo and no menus).
 */
export function SiteShell({ edition, variant, transparentHeader, routeName, shell, children }: Props) {
  const { shellData } = shell
  return (
    <>
      <a className="skip-link" href="#main">
        {translator(edition.code, 'common')('skipToContent')}
      </a>
      {variant === 'hidden' ? (
        <header className="site-header site-header--hidden-layout">
          <a className="site-header__logo" href={href('index', {}, edition)} aria-label={BRAND_NAME}>
            <Logo />
          </a>
        </header>
      ) : variant === 'events' ? (
        <EventsHeader edition={edition} contacts={shellData.contacts} />
      ) : (
        <>
          <BannerSlot banners={shell.banners} closeLabel={translator(edition.code, 'banner')('close')} />
          <Header
            edition={edition}
            shellData={shellData}
            routeName={routeName}
            transparent={transparentHeader}
            currency={shell.currency}
            talkToUs={shell.talkToUs}
          />
        </>
      )}
      <main id="main" className={`site-main site-main--${variant}`} data-transparent-header={transparentHeader || undefined}>
        {children}
      </main>
      {variant === 'events' ? (
        <EventsFooter edition={edition} contacts={shellData.contacts} currency={shell.currency} />
      ) : (
        <Footer
          edition={edition}
          footer={shellData.footer}
          hideMenu={variant === 'hidden'}
          siteCurrency={shell.currency}
          visitorCurrency={shell.visitorCurrency}
        />
      )}
      <ModalLayer currency={shell.currency} />
    </>
  )
}

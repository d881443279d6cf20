import type { ReactNode } from 'react'
import type { EditionCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { message } from '@/editions/messages'
import { BRAND_NAME } from '@/lib/brand'
import { Logo } from './Logo'
import './site-shell.css'

/**
 * The frame around every page: header and footer, or, for a page with `hideLayout`, only a
 * centred logo and no footer menu (spec 001 §2.1).
 */
export function SiteShell({ edition, hideLayout = false, children }: { edition: EditionCode; hideLayout?: boolean; children: ReactNode }) {
  const home = href('index', {}, edition)
  return (
    <>
      <a className="skip-link" href="#main">{message(edition, 'skipToContent')}</a>
      <header className={`site-header${hideLayout ? ' site-header--hidden-layout' : ''}`}>
        <a className="site-header__logo" href={home} aria-label={BRAND_NAME}>
          <Logo />
        </a>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <a className="site-footer__logo" href={home} aria-label={BRAND_NAME}>
            <Logo />
          </a>
          {!hideLayout && <p className="site-footer__tagline">{message(edition, 'footerTagline')}</p>}
          <p className="site-footer__legal">© {new Date().getFullYear()} {BRAND_NAME}</p>
        </div>
      </footer>
    </>
  )
}

import type { Edition } from '@/editions/edition'
import type { CurrencyCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { translator } from '@/editions/translator'
import type { FooterData } from '@/shell/data/types'
import { ShellIsland } from '@/shell/frame/ShellIsland.client'
import { Logo } from '@/shell/frame/Logo.client'
import { BRAND_NAME } from '@/lib/brand'
import { FOOTER_BADGE_HEIGHT_PX, PAYMENT_ICON_HEIGHT_PX, PAYMENT_METHOD_NAMES } from './payment-methods'
import { RatingWidget } from '../../features/rating/RatingWidget'
import { footerColumnEntries } from './footer-links'
import './footer.css'
import { newTabAttributes } from '@/lib/dom/new-tab'
import { NewsletterSignUp } from './NewsletterSignUp'
import { ModalLink } from '@/shell/modals/ModalLink.client'
import { tagManagerId } from '@/features/consent/tag-manager-id'

type Props = {
  edition: Edition
  footer: FooterData
  /** Hidden layout: logo and legal line only, no menu. */
  hideMenu: boolean
  siteCurrency: CurrencyCode | null
  visitorCurrency: CurrencyCode | null
}

/**
 * The footer: logo, menu (columns that collapse on mobile, two levels), social
 * links, badges, payment icons and message, tracking preferences and cookie settings, rating,
 * currency notice.
 */
export function Footer({ edition, footer, hideMenu, siteCurrency, visitorCurrency }: Props) {
  const t = translator(edition.code, 'footer')
  const home = href('index', {}, edition)
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <a className="site-footer__logo" href={home} aria-label={BRAND_NAME}>
            <Logo />
          </a>
          {!hideMenu && <NewsletterSignUp edition={edition} />}
        </div>
        {!hideMenu && (
          // Drawn from compact props once the footer comes near; server HTML (real links) until then.
          <ShellIsland
            type="footerLinks"
            strategy="visible"
            className="site-footer__links"
            props={{
              menuLabel: t('menu'),
              columns: footerColumnEntries(footer.columns),
              socialLabel: t('followUs'),
              socialLinks: footer.socialLinks,
              rating: <RatingWidget edition={edition.code} rating={footer.rating} />,
            }}
          />
        )}
        {!hideMenu && footer.badges.length > 0 && (
          <ul className="footer-badges" aria-label={t('badges')}>
            {footer.badges.map((badge) => {
              const height = FOOTER_BADGE_HEIGHT_PX
              const width = badge.image.width && badge.image.height ? Math.round((badge.image.width / badge.image.height) * height) : height

              const image = <img src={badge.image.src} alt={badge.label} height={height} width={width} loading="lazy" />
              return (
                <li key={badge.id}>
                  {badge.link ? (
                    <a href={badge.link.href} {...newTabAttributes(badge.link.newTab)}>
                      {image}
                    </a>
                  ) : (
                    image
                  )}
                </li>
              )
            })}
          </ul>
        )}
        {(footer.paymentIcons.length > 0 || footer.paymentMessage) && (
          <div className="footer-payments">
            <h2 className="visually-hidden">{t('payments')}</h2>
            <ul className="footer-payments__icons">
              {footer.paymentIcons.map((method) => (
                <li key={method}>
                  <img
                    src={`/payments/${method}.svg`}
                    alt={method === 'bank-transfer' ? t('bankTransfer') : PAYMENT_METHOD_NAMES[method]}
                    height={PAYMENT_ICON_HEIGHT_PX}
                    width={PAYMENT_ICON_HEIGHT_PX * 1.6}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
            {footer.paymentMessage && <p className="footer-payments__message">{footer.paymentMessage}</p>}
          </div>
        )}
        {siteCurrency && visitorCurrency && siteCurrency !== visitorCurrency && (
          <p className="site-footer__currency-notice" role="note">
            {t('currencyNotice', { siteCurrency, localCurrency: visitorCurrency })}
          </p>
        )}
        <div className="site-footer__legal">
          <span>{t('copyright', { year: new Date().getFullYear(), brand: BRAND_NAME })}</span>
          {footer.trackingPreferences && (
            <a href={footer.trackingPreferences.href} {...newTabAttributes(footer.trackingPreferences.newTab)}>
              {t('trackingPreferences')}
            </a>
          )}
          {/* The consent given to the tag manager, changed at any time: only where there is one. */}
          {tagManagerId() && <ModalLink modal="cookies">{t('cookieSettings')}</ModalLink>}
        </div>
      </div>
    </footer>
  )
}

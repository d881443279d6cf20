import type { Edition } from '@/editions/edition'
import { href } from '@/editions/href'
import { translator } from '@/editions/translator'
import { ShellIsland } from '@/shell/frame/ShellIsland.client'
// The form's styles with the server's markup: its code loads later, its look must not.
import '@/customer/newsletter/newsletter.css'

/**
 * The footer's newsletter section: title, why, the privacy notice, and the newsletter feature's
 * form rendered in place (its code loads when the footer comes near the viewport).
 */
export function NewsletterSignUp({ edition }: { edition: Edition }) {
  const t = translator(edition.code, 'newsletter')
  const privacy = href('legal-privacy-policy', {}, edition)
  return (
    <section className="site-footer__newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="site-footer__newsletter-title">
        {t('title')}
      </h2>
      <p className="site-footer__newsletter-intro">{t('intro')}</p>
      <ShellIsland type="newsletterForm" strategy="visible" className="site-footer__newsletter-form" props={{}} />
      <p className="site-footer__newsletter-privacy">
        {t('privacyNotice')} {privacy ? <a href={privacy}>{t('privacyLink')}</a> : t('privacyLink')}.
      </p>
    </section>
  )
}

import type { Edition } from '@/editions/edition'
import { href } from '@/editions/href'
import { translator } from '@/editions/translator'

/**
 * The footer's newsletter section: title, why, the privacy notice, and the slot the newsletter
 * form is drawn into in the browser (the newsletter feature's island), its room kept meanwhile.
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
      <div className="site-footer__newsletter-form" data-newsletter-slot="" />
      <p className="site-footer__newsletter-privacy">
        {t('privacyNotice')} {privacy ? <a href={privacy}>{t('privacyLink')}</a> : t('privacyLink')}.
      </p>
    </section>
  )
}

import { href } from '@/editions/href'
import { translator } from '@/editions/translator'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'

/**
 * A newsletter sign-up in the page: the editor's title and why, the newsletter feature's form (the
 * footer's, with its own field ids) and the privacy notice. The form's texts are in every page's
 * messages; its code loads when the block comes into view.
 */
export default function Newsletter({ block, frame, context }: BlockProps<'newsletter'>) {
  const t = translator(context.edition.code, 'newsletter')
  const privacy = href('legal-privacy-policy', {}, context.edition)
  const titleId = `${frame.id}-title`
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-newsletter" role="group" aria-labelledby={titleId}>
        <h2 id={titleId} className="b-newsletter__title">
          {block.title || t('title')}
        </h2>
        <p className="b-newsletter__text">{block.text || t('intro')}</p>
        <div className="b-newsletter__form">
          <Island frame={frame} type="newsletter" props={{ idPrefix: `${frame.id}-newsletter` }} />
        </div>
        <p className="b-newsletter__privacy">
          {t('privacyNotice')} {privacy ? <a href={privacy}>{t('privacyLink')}</a> : t('privacyLink')}.
        </p>
      </div>
    </BlockRoot>
  )
}

'use client'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import { href } from '@/editions/href'
import { WithOnDemandTexts } from '@/editions/WithOnDemandTexts.client'
import { ACCEPT_ALL, REFUSE_ALL, type ConsentChoice } from './consent-choice'
import { saveConsent } from './consent-store'
import { ConsentOptions } from './ConsentOptions.client'

/**
 * The first visit's question: not modal (the page stays usable, nothing loads until an answer),
 * refusing as easy as accepting, and a choice per purpose behind "Choose".
 */
function Banner() {
  const t = useTranslations('consent')
  const edition = useEdition()
  const titleId = useId()
  const [choosing, setChoosing] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice>(REFUSE_ALL)
  const policy = href('legal-privacy-policy', {}, edition)
  return (
    <section className="consent-banner" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-banner__title">
        {t('title')}
      </h2>
      <p className="consent-banner__body">
        {t('body')} {policy && <a href={policy}>{t('policy')}</a>}
      </p>
      {choosing && <ConsentOptions value={choice} onChange={setChoice} focusFirst />}
      <div className="consent-banner__actions">
        <button type="button" className="button button--primary" onClick={() => saveConsent(REFUSE_ALL)}>
          {t('refuseAll')}
        </button>
        {choosing ? (
          <button type="button" className="button button--secondary" onClick={() => saveConsent(choice)}>
            {t('save')}
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setChoosing(true)}>
            {t('choose')}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={() => saveConsent(ACCEPT_ALL)}>
          {t('acceptAll')}
        </button>
      </div>
    </section>
  )
}

export function ConsentBanner() {
  return (
    <WithOnDemandTexts>
      <Banner />
    </WithOnDemandTexts>
  )
}

'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import type { EditionCode } from '@/editions/editions'
import { WithOnDemandTexts } from '@/editions/WithOnDemandTexts.client'
import { counterpartUrl, dismissOffer, editionLabel } from './geolocation-offer'

type Props = { from: EditionCode; to: EditionCode; country: string; close: () => void }

/** The offer itself: not modal (the page stays usable), its choice focused when it opens, Escape turns it down. */
function Offer({ from, to, country, close }: Props) {
  const t = useTranslations('geoOffer')
  const { locale } = useEdition()
  const titleId = useId()
  const go = useRef<HTMLAnchorElement>(null)
  const countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country
  const stay = () => {
    dismissOffer(from, to)
    close()
  }

  useEffect(() => {
    go.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stay()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  return (
    <div className="geo-offer" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <p id={titleId} className="geo-offer__title">
        {t('title', { country: countryName })}
      </p>
      <p className="geo-offer__body">{t('body', { edition: editionLabel(to) })}</p>
      <div className="geo-offer__actions">
        <a ref={go} className="button button--primary" href={counterpartUrl(to, document)} onClick={() => dismissOffer(from, to)}>
          {t('go', { edition: editionLabel(to) })}
        </a>
        <button type="button" className="button button--secondary" onClick={stay}>
          {t('stay', { current: editionLabel(from) })}
        </button>
      </div>
    </div>
  )
}

export function OfferDialog(props: Props) {
  return (
    <WithOnDemandTexts>
      <Offer {...props} />
    </WithOnDemandTexts>
  )
}

import type { CurrencyCode } from '@/editions/editions'
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import type { ApiTravel } from '@/features/catalog/search/present'
import { CardCover, CardPrice, CardPromo, CardStatus } from './card-parts'

/** A travel in a list: cover, country, title, days, price from its best departure, that departure's status; a wishlist heart. */
export function TravelCard({
  travel,
  position,
  currency,
  eager,
  heart,
}: {
  travel: ApiTravel
  position: number
  currency: CurrencyCode
  eager: boolean
  /**
   * Its wishlist heart, given by the island that draws the card (it is interactive): a server
   * module importing the heart would put its code, and the session's, in every page's first load.
   */
  heart?: ReactNode
}) {
  const t = useTranslations('catalog')
  return (
    <article className="card">
      {heart && <div className="card__heart">{heart}</div>}
      <a className="card__link" href={travel.url} data-select-item={position}>
        <CardCover mobile={travel.thumbnailImage.mobile} desktop={travel.thumbnailImage.desktop} eager={eager} />
        <div className="card__body">
          <p className="card__eyebrow">{travel.destinationLabel}</p>
          <h3 className="card__title">{travel.title}</h3>
          <p className="card__meta">{t('days', { count: travel.numberOfDays })}</p>
          {travel.bestTour && <CardPrice tour={travel.bestTour} currency={currency} from />}
          <CardPromo code={travel.promoCode} />
          {travel.bestTour && <CardStatus tour={travel.bestTour} />}
        </div>
      </a>
    </article>
  )
}

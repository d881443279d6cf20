import type { CurrencyCode } from '@/editions/editions'
import type { ReactNode } from 'react'
import { formatDay } from '@/editions/formats'
import { useTranslations } from 'next-intl'
import type { ApiTour } from '@/features/catalog/search/present'
import { CardCover, CardPrice, CardPromo, CardStatus } from './card-parts'

/** A departure in a list: its dates first, then its travel, price and seats. */
export function TourCard({
  tour,
  position,
  currency,
  eager,
  heart,
}: {
  tour: ApiTour
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
    <article className="card card--tour">
      {heart && <div className="card__heart">{heart}</div>}
      <a className="card__link" href={tour.url} data-select-item={position}>
        <CardCover mobile={tour.travel.thumbnailImage.mobile} desktop={tour.travel.thumbnailImage.desktop} eager={eager} />
        <div className="card__body">
          <p className="card__eyebrow">
            <time dateTime={tour.startingDate}>{formatDay(tour.startingDate)}</time> –{' '}
            <time dateTime={tour.endingDate}>{formatDay(tour.endingDate)}</time>
          </p>
          <h3 className="card__title">{tour.travel.title}</h3>
          <p className="card__meta">
            {tour.travel.destinationLabel} · {t('days', { count: tour.travel.numberOfDays })}
          </p>
          <CardPrice tour={tour} currency={currency} from={false} />
          <CardPromo code={tour.travel.promoCode} />
          <CardStatus tour={tour} />
        </div>
      </a>
    </article>
  )
}

import { useTranslations } from 'next-intl'
import { formatDay } from '@/editions/formats'
import { CardCover, CardPrice, CardStatus } from '@/features/trip-cards/card-parts'
import { RemoveTravelButton } from '@/customer/wishlist/RemoveTravelButton.client'
import { WishlistHeart } from '@/customer/wishlist/WishlistHeart.client'
import type { WishlistTourDetails, WishlistTravelDetails } from '@/customer/wishlist/wishlist-shape'

function SavedTour({ tour, title }: { tour: WishlistTourDetails; title: string }) {
  const t = useTranslations('wishlist')
  const date = formatDay(tour.startingDate)
  return (
    <li className="b-wishlist-page__tour" data-departed={tour.departed || undefined} data-status={tour.status}>
      <a className="b-wishlist-page__tour-link" href={tour.url}>
        <time dateTime={tour.startingDate}>{date}</time> – <time dateTime={tour.endingDate}>{formatDay(tour.endingDate)}</time>
      </a>
      {tour.departed && <span className="b-wishlist-page__mark">{t('departed')}</span>}
      {!tour.departed && tour.status === 'SOLD_OUT' && <span className="b-wishlist-page__mark">{t('soldOut')}</span>}
      <CardPrice tour={tour} currency={tour.currency} from={false} />
      <CardStatus tour={tour} />
      <WishlistHeart target={{ tourId: tour.id }} label={t('saveTour', { title, date })} title={title} />
    </li>
  )
}

/** A travel of the wishlist page: its card, whether it is saved itself, its saved tours, the removal of it all. */
export function SavedTravel({ travel }: { travel: WishlistTravelDetails }) {
  const t = useTranslations('wishlist')
  return (
    <li className="b-wishlist-page__travel" data-travel-id={travel.id}>
      <div className="b-wishlist-page__cover">
        <CardCover mobile={travel.thumbnailImage.mobile} desktop={travel.thumbnailImage.desktop} eager={false} />
      </div>
      <div className="b-wishlist-page__body">
        <p className="card__eyebrow">{travel.destinationLabel}</p>
        <h2 className="b-wishlist-page__travel-title">
          <a href={travel.url}>{travel.title}</a>
        </h2>
        <p className="b-wishlist-page__meta">
          {travel.saved ? `${t('travelSaved')} · ` : ''}
          {travel.tours.length ? t('savedCount', { count: travel.tours.length }) : t('noTours')}
        </p>
        <RemoveTravelButton travelId={travel.id} title={travel.title} />
        {travel.tours.length > 0 && (
          <ul className="b-wishlist-page__tours">
            {travel.tours.map((tour) => (
              <SavedTour key={tour.id} tour={tour} title={travel.title} />
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}

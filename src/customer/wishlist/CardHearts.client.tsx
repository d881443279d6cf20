'use client'
import { useTranslations } from 'next-intl'
import { formatDay } from '@/editions/formats'
import type { ApiTour, ApiTravel } from '@/features/catalog/search/present'
import { WishlistHeart } from './WishlistHeart.client'

/** The heart of a travel's card (inside an island: a card drawn by the server has none). */
export function TravelHeart({ travel }: { travel: Pick<ApiTravel, 'id' | 'title'> }) {
  const t = useTranslations('wishlist')
  return <WishlistHeart target={{ travelId: travel.id }} label={t('saveTravel', { title: travel.title })} title={travel.title} />
}

/** The heart of a departure's card. */
export function TourHeart({ tour }: { tour: Pick<ApiTour, 'id' | 'startingDate' | 'travel'> }) {
  const t = useTranslations('wishlist')
  return (
    <WishlistHeart
      target={{ tourId: tour.id }}
      label={t('saveTour', { title: tour.travel.title, date: formatDay(tour.startingDate) })}
      title={tour.travel.title}
    />
  )
}

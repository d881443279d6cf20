import type { CSSProperties } from 'react'
import type { CurrencyCode } from '@/editions/editions'
import { TourCard } from '@/features/trip-cards/TourCard'
import { TravelCard } from '@/features/trip-cards/TravelCard'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockFrame } from '../types'
import type { CarouselCards } from './load-carousel'

/** Cards side by side on a desktop; a phone shows one and the edge of the next. */
const CARDS_PER_VIEW = 4

/**
 * A listing as a carousel: its cards are server HTML in the carousel block's markup (they scroll by
 * touch without JavaScript) and the carousel's island adds the buttons and dots when it comes into
 * view. No filters, no pages, so no listing island: the cards' links lead on.
 */
export function ListingCarousel({
  title,
  cards,
  frame,
  currency,
}: {
  title: string | null
  cards: CarouselCards
  frame: BlockFrame
  currency: CurrencyCode
}) {
  const count = cards.tab === 'tours' ? cards.tours.length : cards.travels.length
  if (count === 0) return null
  const style = { '--per-view': CARDS_PER_VIEW } as CSSProperties
  return (
    <BlockRoot frame={frame} interactive={count > 1}>
      <div className="b-carousel b-listing-carousel" role="region" aria-roledescription="carousel" aria-label={title ?? undefined}>
        {title && <h2 className="b-carousel__title">{title}</h2>}
        <div className="b-carousel__viewport b-carousel__viewport--carousel" style={style}>
          <ul className="b-carousel__track">
            {cards.tab === 'tours'
              ? cards.tours.map((tour, position) => (
                  <li className="b-carousel__slide" key={tour.id}>
                    <TourCard tour={tour} position={position} currency={currency} eager={false} />
                  </li>
                ))
              : cards.travels.map((travel, position) => (
                  <li className="b-carousel__slide" key={travel.id}>
                    <TravelCard travel={travel} position={position} currency={currency} eager={false} nextDates={cards.nextDates[travel.id]} />
                  </li>
                ))}
          </ul>
        </div>
        {count > 1 && <Island frame={frame} type="carousel" props={{ slideCount: count }} />}
      </div>
    </BlockRoot>
  )
}

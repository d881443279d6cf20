import type { Edition } from '@/editions/edition'
import type { CurrencyCode } from '@/editions/editions'
import { wordTour, wordTravel } from '@/features/trip-cards/worded-card'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockFrame } from '../types'
import type { CarouselCards } from './load-carousel'

/** Cards side by side on a desktop; a phone shows one and the edge of the next. */
const CARDS_PER_VIEW = 3

/**
 * A listing as a carousel: the carousel block's island draws the trip cards from their words (the
 * cards' markup is in the HTML once, their words in the page's payload) and adds the buttons and
 * dots when it comes into view; without JavaScript the cards scroll by touch. No filters, no pages,
 * so no listing island: the cards' links lead on.
 */
export function ListingCarousel({
  title,
  cards,
  frame,
  edition,
  currency,
}: {
  title: string | null
  cards: CarouselCards
  frame: BlockFrame
  edition: Edition
  currency: CurrencyCode
}) {
  const items =
    cards.tab === 'tours'
      ? cards.tours.map((tour) => wordTour(tour, edition.code, currency))
      : cards.travels.map((travel) => wordTravel(travel, cards.nextDates[travel.id] ?? [], edition.code, currency))
  if (items.length === 0) return null
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-carousel b-listing-carousel" role="region" aria-roledescription="carousel" aria-label={title ?? undefined}>
        {title && <h2 className="b-carousel__title">{title}</h2>}
        <Island frame={frame} type="carousel" props={{ slideCount: items.length, cards: { items, perView: CARDS_PER_VIEW } }} />
      </div>
    </BlockRoot>
  )
}

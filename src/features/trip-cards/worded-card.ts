import type { CurrencyCode, EditionCode } from '@/editions/editions'
import { formatDay, formatPrice } from '@/editions/formats'
import { translator } from '@/editions/translator'
import type { ApiTour, ApiTravel } from '@/features/catalog/search/present'
import type { TourStatus } from '@/features/catalog/statuses'
import { statusWords } from './StatusLine'

/** A day as a card shows it: `[YYYY-MM-DD, its words]`. */
type Day = [iso: string, text: string]

/**
 * A trip card with its words already in the edition's language: what an island draws a card from
 * (a few hundred bytes of props instead of the card's markup a second time in the page's payload).
 */
export type WordedCard = {
  id: number
  url: string
  title: string
  /** A travel's destinations; a departure's first and last day. */
  eyebrow: string | [Day, Day]
  meta: string
  cover: { id: number; name: string; alt: string } | null
  price: string
  /** The struck-through base price and its words for screen readers, when discounted. */
  was: [text: string, label: string] | null
  /** The trip's promotion code in words, while it is in force. */
  promo: string | null
  /** A travel's next departure days and their label. */
  dates: [label: string, days: Day[]] | null
  status: { status: TourStatus; label: string; seats: string | null } | null
}

const day = (iso: string): Day => [iso, formatDay(iso)]

type PricedTour = NonNullable<ApiTravel['bestTour']>

function words(edition: EditionCode, currency: CurrencyCode) {
  const t = translator(edition, 'catalog')
  const price = (tour: PricedTour, from: boolean) => {
    const text = formatPrice(tour.price, currency)
    return from ? t('from', { price: text }) : text
  }
  const was = (tour: PricedTour): WordedCard['was'] => {
    if (tour.discount <= 0) return null
    const text = formatPrice(tour.basePrice, currency)
    return [text, t('priceWas', { price: text })]
  }
  const status = (tour: PricedTour) => ({ status: tour.status, ...statusWords(tour, t) })
  const promo = (code: string | null) => (code ? t('promoCode', { code }) : null)
  return { t, price, was, promo, status }
}

const coverOf = (image: ApiTravel['thumbnailImage']['mobile']) => image && { id: image.id, name: image.seoName, alt: image.altText }

/** A travel's card: price from its best departure, that departure's status, its next days. */
export function wordTravel(travel: ApiTravel, nextDates: string[], edition: EditionCode, currency: CurrencyCode): WordedCard {
  const w = words(edition, currency)
  const best = travel.bestTour
  return {
    id: travel.id,
    url: travel.url,
    title: travel.title,
    eyebrow: travel.destinationLabel,
    meta: w.t('days', { count: travel.numberOfDays }),
    cover: coverOf(travel.thumbnailImage.mobile ?? travel.thumbnailImage.desktop),
    price: best ? w.price(best, true) : '',
    was: best ? w.was(best) : null,
    promo: w.promo(travel.promoCode),
    dates: nextDates.length > 0 ? [w.t('nextDepartures'), nextDates.map(day)] : null,
    status: best ? w.status(best) : null,
  }
}

/** A departure's card: its days first, then its travel, price and seats. */
export function wordTour(tour: ApiTour, edition: EditionCode, currency: CurrencyCode): WordedCard {
  const w = words(edition, currency)
  return {
    id: tour.id,
    url: tour.url,
    title: tour.travel.title,
    eyebrow: [day(tour.startingDate), day(tour.endingDate)],
    meta: `${tour.travel.destinationLabel} · ${w.t('days', { count: tour.travel.numberOfDays })}`,
    cover: coverOf(tour.travel.thumbnailImage.mobile ?? tour.travel.thumbnailImage.desktop),
    price: w.price(tour, false),
    was: w.was(tour),
    promo: w.promo(tour.travel.promoCode),
    dates: null,
    status: w.status(tour),
  }
}

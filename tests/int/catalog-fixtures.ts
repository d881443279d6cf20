import type { Payload } from 'payload'
import { uniqueSlug } from './test-cms'

export type TourStatus = 'PLANNED' | 'ALMOST_CONFIRMED' | 'CONFIRMED' | 'SOLD_OUT'

/** A price in minor units, with its base price (not discounted unless `price` is lower). */
export const priced = (price: number) => ({ basePrice: 200_000, price })

/**
 * A travel of the test destination with its Italian title and `translated` as its title in the
 * other editions that name it in alert mails (English, American, French, German).
 */
export async function testTravel(
  payload: Payload,
  destination: number,
  { title = 'Viaggio da non perdere', translated = 'A trip not to miss', published = true } = {},
): Promise<number> {
  const slug = uniqueSlug('viaggio')
  const travel = await payload.create({
    collection: 'travels',
    locale: 'it',
    data: { title, slug, destinations: [destination], numberOfDays: 8, published },
  })
  for (const edition of ['en', 'us', 'fr', 'de'] as const)
    await payload.update({ collection: 'travels', id: travel.id, locale: edition, data: { title: translated, slug: `${slug}-${edition}` } })
  return travel.id
}

const DAY_MS = 86_400_000

/**
 * A week-long departure of `travel` starting `starts`, else in June (of 2031 unless said), 15
 * places, 4 bookings still needed to confirm it.
 */
export async function testTour(
  payload: Payload,
  travel: number,
  { status = 'PLANNED' as TourStatus, year = 2031, day = 10, starts = undefined as Date | undefined } = {},
) {
  const startingDate = starts ?? new Date(Date.UTC(year, 5, day, 12))
  const tour = await payload.create({
    collection: 'tours',
    data: {
      code: uniqueSlug('TOUR'),
      travel,
      status,
      startingDate: startingDate.toISOString(),
      endingDate: new Date(startingDate.getTime() + 7 * DAY_MS).toISOString(),
      freeSeats: 10,
      seatsToConfirm: 4,
      maxGroupSize: 15,
      prices: { eur: priced(150_000), gbp: priced(130_000), usd: priced(160_000) },
    },
  })
  return tour.id
}

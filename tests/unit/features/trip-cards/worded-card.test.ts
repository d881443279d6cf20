import { describe, expect, it } from 'vitest'
import type { ApiTour, ApiTravel } from '@/features/catalog/search/present'
import { wordTour, wordTravel } from '@/features/trip-cards/worded-card'

const image = { id: 7, baseUrl: '', seoName: 'lake.webp', title: 'Lake', altText: 'A lake', url: '' }
const summary = { id: 3, title: 'Norway: fjords', slug: 'norway', url: '/en/trips/norway', destinationLabel: 'Norway', numberOfDays: 9 }
const tour = {
  id: 11,
  startingDate: '2027-06-01',
  endingDate: '2027-06-09',
  status: 'CONFIRMED',
  seatsLabel: 'confirmedTour',
  freeSeats: 3,
  seatsToConfirm: 0,
  price: 99_000,
  basePrice: 120_000,
  discount: 21_000,
  url: '/en/trips/norway/11',
  travel: { ...summary, thumbnailImage: { mobile: image, desktop: image } },
} as unknown as ApiTour

describe('worded trip cards', () => {
  it('word a travel in the edition’s language and the visitor’s currency: price from, was, next days, status', () => {
    const travel = { ...summary, thumbnailImage: { mobile: image, desktop: image }, bestTour: tour } as unknown as ApiTravel
    const card = wordTravel(travel, ['2027-06-01', '2027-07-01'], 'en', 'GBP')
    expect(card.price).toMatch(/^from £990/)
    expect(card.was?.[0]).toMatch(/£1,200/)
    expect(card.meta).toBe('9 days')
    expect(card.dates?.[0]).toBe('Next departures')
    expect(card.dates?.[1].map(([iso]) => iso)).toEqual(['2027-06-01', '2027-07-01'])
    expect(card.status).toEqual({ status: 'CONFIRMED', label: 'Confirmed', seats: '3 seats left' })
    expect(card.cover).toEqual({ id: 7, name: 'lake.webp', alt: 'A lake' })
    expect(wordTravel(travel, [], 'it', 'EUR').dates).toBeNull()
  })

  it('word a departure by its days, without a struck price when not discounted', () => {
    const card = wordTour({ ...tour, discount: 0 } as ApiTour, 'it', 'EUR')
    expect(card.eyebrow).toEqual([
      ['2027-06-01', expect.any(String)],
      ['2027-06-09', expect.any(String)],
    ])
    expect(card.price).toMatch(/990/)
    expect(card.price).toMatch(/€/)
    expect(card.was).toBeNull()
    expect(card.meta).toBe('Norway · 9 giorni')
  })
})

import { describe, expect, it } from 'vitest'
import { touristTripJsonLd } from '@/features/seo/structured-data'

const trip = {
  name: 'Perù: le Ande',
  description: 'Perù · 10 giorni / 9 notti',
  url: 'https://www.example.com/it/viaggi/peru-le-ande',
  image: null,
  stages: [
    { title: 'Arrivo a Lima', place: 'Lima', latitude: -12.05, longitude: -77.04 },
    { title: 'Lima coloniale', place: 'Lima', latitude: -12.05, longitude: -77.04 },
    { title: 'Da qualche parte', place: null, latitude: null, longitude: null },
    { title: 'Verso Cusco', place: 'Cusco', latitude: -13.53, longitude: -71.97 },
  ],
  offers: [
    { currency: 'EUR', price: 119_000, url: '/it/viaggi/peru-le-ande/7', status: 'CONFIRMED' as const },
    { currency: 'GBP', price: 99_950, url: '/it/viaggi/peru-le-ande/8', status: 'SOLD_OUT' as const },
  ],
  rating: { average: 4.6, count: 31 },
}

describe('TouristTrip structured data', () => {
  const data = touristTripJsonLd(trip, { name: 'Wayfarer', url: 'https://www.example.com/it' }, (path) => `https://www.example.com${path}`)

  it('offers each currency at its price in major units, with its availability and absolute address', () => {
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        price: '1190.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://www.example.com/it/viaggi/peru-le-ande/7',
      },
      {
        '@type': 'Offer',
        price: '999.50',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/SoldOut',
        url: 'https://www.example.com/it/viaggi/peru-le-ande/8',
      },
    ])
  })

  it('lists the places it stops at in order (days at one place once), with coordinates where known; no image key without a cover', () => {
    expect(data.itinerary.itemListElement.map((element) => [element.position, element.item.name, 'geo' in element.item])).toEqual([
      [1, 'Lima', true],
      [2, 'Da qualche parte', false],
      [3, 'Cusco', true],
    ])
    expect('image' in data).toBe(false)
    expect(data.provider).toEqual({ '@type': 'TravelAgency', name: 'Wayfarer', url: 'https://www.example.com/it' })
  })

  it('is a product too, carrying the rating over all reviews; no rating key before the first review', () => {
    expect(data['@type']).toEqual(['TouristTrip', 'Product'])
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 31, bestRating: 5, worstRating: 1 })
    const unrated = touristTripJsonLd({ ...trip, rating: null }, { name: 'Wayfarer', url: 'https://www.example.com/it' }, (path) => path)
    expect('aggregateRating' in unrated).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { ageRangeOf, DEPOSIT, nightsOf, promoExpired } from '@/features/catalog/travel-terms'
import { GET as mapImage } from '@/app/(site)/maps/itinerary.svg/route'

describe('travel terms', () => {
  it('a promotion is valid through its last day, and for ever without one', () => {
    expect(promoExpired('2026-11-24', '2026-11-24')).toBe(false)
    expect(promoExpired('2026-11-23', '2026-11-24')).toBe(true)
    expect(promoExpired('2027-01-01', '2026-12-31')).toBe(false)
    expect(promoExpired(null, '2099-01-01')).toBe(false)
  })

  it('counts nights from days and names the age range', () => {
    expect(nightsOf(8)).toBe(7)
    expect(nightsOf(1)).toBe(0)
    expect(ageRangeOf('25-35')).toBe('25-35')
    expect(ageRangeOf('35-49')).toBe('35-49')
    expect(ageRangeOf(null)).toBe('ALL')
  })

  it('books a seat with a deposit in every currency', () => {
    expect(Object.keys(DEPOSIT).sort()).toEqual(['EUR', 'GBP', 'USD'])
    for (const amount of Object.values(DEPOSIT)) expect(Number.isInteger(amount) && amount > 0).toBe(true)
  })
})

describe('itinerary map image', () => {
  it('answers an SVG kept for a year, and 400 for a bad address', async () => {
    const good = mapImage(new Request('http://site/maps/itinerary.svg?points=12.4964,41.9028;11.2558,43.7696&title=Roma'))
    expect(good.status).toBe(200)
    expect(good.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(good.headers.get('cache-control')).toContain('immutable')
    expect(await good.text()).toContain('<title>Roma</title>')
    for (const query of ['', 'points=abc', 'points=12,41%00', `points=${'1,1;'.repeat(41)}1,1`]) {
      const bad = mapImage(new Request(`http://site/maps/itinerary.svg?${query}`))
      expect(bad.status, query).toBe(400)
    }
  })
})

describe('flight lookup address', () => {
  it('fills the configured template with the departure, each value encoded', async () => {
    const { flightSearchUrl, DEFAULT_FLIGHT_SEARCH_URL } = await import('@/lib/flight-search-url')
    const search = { origin: 'São Paulo', destination: 'Perù & Bolivia', departure: '2027-03-01', return: '2027-03-12' }
    expect(flightSearchUrl(search, 'https://flights.example/{origin}/{destination}?out={departure}&back={return}')).toBe(
      'https://flights.example/S%C3%A3o%20Paulo/Per%C3%B9%20%26%20Bolivia?out=2027-03-01&back=2027-03-12',
    )
    expect(flightSearchUrl(search, DEFAULT_FLIGHT_SEARCH_URL)).toContain(
      'from%20S%C3%A3o%20Paulo%20to%20Per%C3%B9%20%26%20Bolivia%20on%202027-03-01',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { itineraryStops } from '@/features/catalog/itinerary-stops'

const day = (title: string, place: string | null, latitude: number | null = null) => ({
  title,
  place,
  latitude,
  longitude: latitude === null ? null : 10,
})

describe('itinerary stops', () => {
  it('makes one stop of consecutive days at one place, at its first day’s coordinates', () => {
    expect(itineraryStops([day('Arrivo a Kyoto', 'Kyoto', 35), day('Templi', 'Kyoto', 36), day('Nara', 'Nara', 34)])).toEqual([
      { name: 'Kyoto', latitude: 35, longitude: 10 },
      { name: 'Nara', latitude: 34, longitude: 10 },
    ])
  })

  it('names a day without a place by its title, and counts a place again when the trip comes back to it', () => {
    const stops = itineraryStops([day('Lisbona', 'Lisbona'), day('In viaggio', null), day('Ritorno', 'Lisbona')])
    expect(stops.map((stop) => stop.name)).toEqual(['Lisbona', 'In viaggio', 'Lisbona'])
  })

  it('has no stop without days', () => {
    expect(itineraryStops([])).toEqual([])
  })
})

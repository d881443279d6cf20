import { describe, expect, it } from 'vitest'
import { EDITION_CODES } from '@/editions/editions'
import { routeTable } from '@/editions/route-table'
import { ROUTE_NAMES } from '@/editions/route-names'

describe('route tables', () => {
  it('give every route name a path in every edition', () => {
    for (const edition of EDITION_CODES) {
      expect(routeTable(edition).map((route) => route.name).sort()).toEqual([...ROUTE_NAMES].sort())
    }
  })

  it('never give two routes of one edition the same path', () => {
    for (const edition of EDITION_CODES) {
      const shapes = routeTable(edition).map((route) => route.segments.map((s) => ('literal' in s ? s.literal : '{}')).join('/'))
      expect(new Set(shapes).size, edition).toBe(shapes.length)
    }
  })

  it('use the paths the spec names', () => {
    const path = (edition: (typeof EDITION_CODES)[number], name: string) => routeTable(edition).find((route) => route.name === name)?.template
    expect(path('it', 'travels-travel')).toBe('/viaggi/{travel}')
    expect(path('de', 'travels-travel-itinerary')).toBe('/reiseziele/{travel}/route')
    expect(path('en', 'coordinators')).toBe('/coordinators')
    expect(path('fr', 'wishlist')).toBe('/favoris')
    expect(path('es', 'search')).toBe('/buscar')
    expect(path('it', 'search-ai')).toBe('/abracadabra-cerca-viaggio')
    expect(path('en', 'events-city-slug')).toBe('/events/{city}/{slug}/index')
  })
})

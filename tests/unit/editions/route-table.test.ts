import { describe, expect, it } from 'vitest'
import { type EditionCode, type Language } from '@/editions/editions'
import { findRoute } from '@/editions/route-table'
import { routeTable } from '@/editions/route-table'
import { ROUTE_NAMES } from '@/editions/route-names'

const LANGUAGES: Language[] = ['it', 'es', 'fr', 'de', 'en']

describe('route tables', () => {
  it('give every route name a path in every language', () => {
    for (const language of LANGUAGES) {
      expect(
        routeTable(language)
          .map((route) => route.name)
          .sort(),
      ).toEqual([...ROUTE_NAMES].sort())
    }
  })

  it('never give two routes of one language the same path', () => {
    for (const language of LANGUAGES) {
      const shapes = routeTable(language).map((route) => route.segments.map((s) => ('literal' in s ? s.literal : '{}')).join('/'))
      expect(new Set(shapes).size, language).toBe(shapes.length)
    }
  })

  it('use the paths the spec names', () => {
    const path = (edition: EditionCode, name: (typeof ROUTE_NAMES)[number]) => findRoute(edition, name).template
    expect(path('it', 'travels-travel')).toBe('/viaggi/{travel}')
    expect(path('de', 'travels-travel-itinerary')).toBe('/reiseziele/{travel}/route')
    expect(path('en', 'coordinators')).toBe('/coordinators')
    expect(path('fr', 'wishlist')).toBe('/favoris')
    expect(path('es', 'search')).toBe('/buscar')
    expect(path('it', 'search-ai')).toBe('/abracadabra-cerca-viaggio')
    expect(path('en', 'events-city-slug')).toBe('/events/{city}/{slug}/index')
    expect(path('us', 'travels')).toBe('/destinations')
  })
})

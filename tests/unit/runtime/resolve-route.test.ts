import { defaultEdition } from '@/editions/edition'
import { describe, expect, it } from 'vitest'
import { isWellFormedPath, resolveRoute } from '@/runtime/resolve-route'

describe('resolveRoute', () => {
  it('resolves the edition root to the index route', () => {
    expect(resolveRoute(defaultEdition('it'), [])).toEqual({ kind: 'route', name: 'index', params: {} })
    expect(resolveRoute(defaultEdition('en'), '/')).toEqual({ kind: 'route', name: 'index', params: {} })
  })

  it('resolves the internal (English) paths the proxy rewrites every localized path to', () => {
    expect(resolveRoute(defaultEdition('it'), ['destinations'])).toMatchObject({ kind: 'route', name: 'travels' })
    expect(resolveRoute(defaultEdition('en'), ['destinations'])).toMatchObject({ kind: 'route', name: 'travels' })
    expect(resolveRoute(defaultEdition('it'), ['confirmed-tour-departures'])).toMatchObject({ kind: 'route', name: 'tours' })
    expect(resolveRoute(defaultEdition('en'), ['legal', 'privacy-policy'])).toMatchObject({ kind: 'route', name: 'legal-privacy-policy' })
    expect(resolveRoute(defaultEdition('de'), ['asia-trips'])).toMatchObject({ kind: 'route', name: 'area-asia' })
    expect(resolveRoute(defaultEdition('fr'), ['search'])).toMatchObject({ kind: 'route', name: 'search' })
    expect(resolveRoute(defaultEdition('es'), ['wishlist'])).toMatchObject({ kind: 'route', name: 'wishlist' })
  })

  it('resolves dynamic routes with their parameters', () => {
    expect(resolveRoute(defaultEdition('it'), ['destinations', 'giappone-classico'])).toEqual({
      kind: 'route',
      name: 'travels-travel',
      params: { travel: 'giappone-classico' },
    })
    expect(resolveRoute(defaultEdition('de'), ['destinations', 'peru', '4711'])).toEqual({
      kind: 'route',
      name: 'travels-travel-tour',
      params: { travel: 'peru', tour: '4711' },
    })
    // A literal segment wins over a parameter: the itinerary is not a tour called "itinerary".
    expect(resolveRoute(defaultEdition('it'), ['destinations', 'peru', 'itinerary'])).toMatchObject({
      name: 'travels-travel-itinerary',
      params: { travel: 'peru' },
    })
  })

  it('treats any other path as a custom page slug, nested slugs included', () => {
    expect(resolveRoute(defaultEdition('it'), ['chi-siamo'])).toEqual({ kind: 'slug', slug: 'chi-siamo' })
    expect(resolveRoute(defaultEdition('en'), ['guides', 'packing-list'])).toEqual({ kind: 'slug', slug: 'guides/packing-list' })
    expect(resolveRoute(defaultEdition('en'), '/guides/packing-list/')).toEqual({ kind: 'slug', slug: 'guides/packing-list' })
  })

  it('answers not found for routes disabled in the edition', () => {
    expect(resolveRoute(defaultEdition('en'), ['events-wemeet'])).toMatchObject({ kind: 'not-found' })
    expect(resolveRoute(defaultEdition('de'), ['events-wemeet'])).toMatchObject({ kind: 'not-found' })
    expect(resolveRoute(defaultEdition('it'), ['events-wemeet'])).toMatchObject({ kind: 'route', name: 'events-wemeet' })
    expect(resolveRoute(defaultEdition('it'), ['ai-search'])).toMatchObject({ kind: 'route', name: 'search-ai' })
    expect(resolveRoute(defaultEdition('en'), ['ai-search'])).toMatchObject({ kind: 'not-found' })
  })

  it('answers not found for malformed paths without a lookup', () => {
    for (const path of [['..'], ['a', '..', 'b'], ['a/b'], ['x'.repeat(301)], ['<script>'], ['a b'], ['%00']]) {
      expect(resolveRoute(defaultEdition('it'), path).kind, path.join('/')).toBe('not-found')
    }
  })

  it('keeps the shared internal pages (`~gone`) out of visitors’ reach: no segment starts with `~`', () => {
    expect(isWellFormedPath(['~gone'])).toBe(false)
    expect(isWellFormedPath(['viaggi', '~'])).toBe(false)
    expect(isWellFormedPath(['a~b', 'v1.2'])).toBe(true)
  })
})

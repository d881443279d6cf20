import { describe, expect, it } from 'vitest'
import { resolveRoute } from '@/runtime/resolve-route'

describe('resolveRoute', () => {
  it('resolves the edition root to the index route', () => {
    expect(resolveRoute('it', [])).toEqual({ kind: 'route', name: 'index', params: {} })
    expect(resolveRoute('en', '/')).toEqual({ kind: 'route', name: 'index', params: {} })
  })

  it('resolves the internal (English) paths the proxy rewrites every localized path to', () => {
    expect(resolveRoute('it', ['destinations'])).toMatchObject({ kind: 'route', name: 'travels' })
    expect(resolveRoute('en', ['destinations'])).toMatchObject({ kind: 'route', name: 'travels' })
    expect(resolveRoute('it', ['confirmed-tour-departures'])).toMatchObject({ kind: 'route', name: 'tours' })
    expect(resolveRoute('en', ['legal', 'privacy-policy'])).toMatchObject({ kind: 'route', name: 'legal-privacy-policy' })
    expect(resolveRoute('de', ['asia-trips'])).toMatchObject({ kind: 'route', name: 'area-asia' })
    expect(resolveRoute('fr', ['search'])).toMatchObject({ kind: 'route', name: 'search' })
    expect(resolveRoute('es', ['wishlist'])).toMatchObject({ kind: 'route', name: 'wishlist' })
  })

  it('resolves dynamic routes with their parameters', () => {
    expect(resolveRoute('it', ['destinations', 'giappone-classico'])).toEqual({
      kind: 'route',
      name: 'travels-travel',
      params: { travel: 'giappone-classico' },
    })
    expect(resolveRoute('de', ['destinations', 'peru', '4711'])).toEqual({
      kind: 'route',
      name: 'travels-travel-tour',
      params: { travel: 'peru', tour: '4711' },
    })
    // A literal segment wins over a parameter: the itinerary is not a tour called "itinerary".
    expect(resolveRoute('it', ['destinations', 'peru', 'itinerary'])).toMatchObject({
      name: 'travels-travel-itinerary',
      params: { travel: 'peru' },
    })
  })

  it('treats any other path as a custom page slug, nested slugs included', () => {
    expect(resolveRoute('it', ['chi-siamo'])).toEqual({ kind: 'slug', slug: 'chi-siamo' })
    expect(resolveRoute('en', ['guides', 'packing-list'])).toEqual({ kind: 'slug', slug: 'guides/packing-list' })
    expect(resolveRoute('en', '/guides/packing-list/')).toEqual({ kind: 'slug', slug: 'guides/packing-list' })
  })

  it('answers not found for routes disabled in the edition', () => {
    expect(resolveRoute('en', ['events-wemeet'])).toMatchObject({ kind: 'not-found' })
    expect(resolveRoute('de', ['events-wemeet'])).toMatchObject({ kind: 'not-found' })
    expect(resolveRoute('it', ['events-wemeet'])).toMatchObject({ kind: 'route', name: 'events-wemeet' })
    expect(resolveRoute('it', ['ai-search'])).toMatchObject({ kind: 'route', name: 'search-ai' })
    expect(resolveRoute('en', ['ai-search'])).toMatchObject({ kind: 'not-found' })
  })

  it('answers not found for malformed paths without a lookup', () => {
    for (const path of [['..'], ['a', '..', 'b'], ['a/b'], ['x'.repeat(301)], ['<script>'], ['a b'], ['%00']]) {
      expect(resolveRoute('it', path).kind, path.join('/')).toBe('not-found')
    }
  })
})

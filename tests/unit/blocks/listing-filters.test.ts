import { describe, expect, it } from 'vitest'
import { addressQuery, changedSearch, listingKeysPattern } from '@/blocks/listing/listing-address'
import { listingFilters } from '@/blocks/listing/listing-filters'
import { FILTER_KEYS } from '@/features/catalog/filter-keys'
import { filterSchema } from '@/features/catalog/filter-schema'
import type { ListingBlock } from '@/payload-types'

const block = (fields: Partial<ListingBlock> = {}): ListingBlock => ({
  blockType: 'listing',
  tab: 'travels',
  layout: 'grid',
  showTabs: true,
  showFilters: true,
  ...fields,
})

describe('the listing’s cached filters', () => {
  it('are the editor’s presets', () => {
    const preset = block({ preset: { continents: [{ id: 2 } as never], statuses: ['CONFIRMED'], sort: 'price:asc', perPage: 12 } })
    expect(listingFilters(preset, {})).toMatchObject({
      continentId: [2],
      status: ['CONFIRMED'],
      sort: 'price:asc',
      perPage: 12,
      tab: 'travels',
    })
  })

  it('keep to the route’s travel or continent', () => {
    expect(listingFilters(block(), { travel: { id: 42 } as never }).travelId).toEqual([42])
    expect(listingFilters(block(), { continent: { id: 3, code: 'asia', name: 'Asia' } }).continentId).toEqual([3])
  })
})

describe('what the address asks of a listing (read in the browser)', () => {
  it('takes filter keys, the page and the tab, and nothing else', () => {
    expect(addressQuery('?durations[]=MAX_6&sort=date:asc&utm_source=mail&page=2', true)).toEqual({
      durations: ['MAX_6'],
      sort: 'date:asc',
      page: 2,
    })
    expect(addressQuery('?utm_source=mail&modal=language', true)).toEqual({})
  })

  it('ignores a tab in the address when visitors cannot switch tabs', () => {
    expect(addressQuery('?tab=tours', false)).toEqual({})
    expect(addressQuery('?tab=tours', true)).toEqual({ tab: 'tours' })
  })

  it('knows the address carries filters before any script of the page runs (the cached results wait)', () => {
    const pattern = listingKeysPattern(true)
    for (const search of ['?durations[]=MAX_6', '?x=1&durations%5B%5D=MAX_6', '?tab=tours', '?page=2'])
      expect(pattern.test(search), search).toBe(true)
    for (const search of ['', '?utm_source=x', '?modal=currency', '?pages=2']) expect(pattern.test(search), search).toBe(false)
    expect(listingKeysPattern(false).test('?tab=tours')).toBe(false)
  })

  it('changes only the given keys of the address, lists as key[] once per value', () => {
    expect(changedSearch('?durations[]=MAX_6&page=3&sort=price:asc', { page: '4' })).toBe('?durations%5B%5D=MAX_6&sort=price%3Aasc&page=4')
    expect(changedSearch('?page=2', { page: null, tab: 'tours' })).toBe('?tab=tours')
    expect(changedSearch('?durations[]=MAX_6&utm=1', { durations: ['MAX_10', 'OVER_10'] })).toBe(
      '?utm=1&durations%5B%5D=MAX_10&durations%5B%5D=OVER_10',
    )
    expect(changedSearch('?page=2', { page: null })).toBe('')
  })

  it('round-trips: what a change writes reads back as the same filters', () => {
    const search = changedSearch('', { durations: ['MAX_6'], sort: 'price:asc', discounted: 'true', page: '3' })
    expect(addressQuery(search, true)).toEqual({ durations: ['MAX_6'], sort: 'price:asc', discounted: true, page: 3 })
  })

  it('knows exactly the keys of the filter schema', () => {
    expect([...FILTER_KEYS].sort()).toEqual(Object.keys(filterSchema.shape).sort())
  })
})

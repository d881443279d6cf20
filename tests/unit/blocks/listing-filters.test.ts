import { describe, expect, it } from 'vitest'
import { listingFilters } from '@/blocks/listing/listing-filters'
import { listingHref } from '@/blocks/listing/listing-url'
import type { ListingBlock } from '@/payload-types'

const block = (fields: Partial<ListingBlock> = {}): ListingBlock => ({ blockType: 'listing', tab: 'travels', showTabs: true, showFilters: true, ...fields })

describe('the listing’s filters', () => {
  it('start from the editor’s presets, then take the address’s keys', () => {
    const preset = block({ preset: { continents: [{ id: 2 } as never], statuses: ['CONFIRMED'], sort: 'price:asc', perPage: 12 } })
    const { filters } = listingFilters(preset, {}, { 'durations[]': 'MAX_6', sort: 'date:asc', utm_source: 'mail' })
    expect(filters).toMatchObject({ continentId: [2], status: ['CONFIRMED'], durations: ['MAX_6'], sort: 'date:asc', perPage: 12, tab: 'travels' })
  })

  it('keep to the route’s travel or continent', () => {
    expect(listingFilters(block(), { travel: { id: 42 } as never }, {}).filters.travelId).toEqual([42])
    expect(listingFilters(block(), { continent: { id: 3, code: 'asia', name: 'Asia' } }, {}).filters.continentId).toEqual([3])
  })

  it('leave out invalid address values instead of failing the page', () => {
    const { filters } = listingFilters(block(), {}, { perPage: '5000', status: ['PLANNED', 'NOPE'], page: '2', priceFrom: '-3' })
    expect(filters.perPage).toBe(20)
    expect(filters.status).toBeUndefined()
    expect(filters.priceFrom).toBeUndefined()
    expect(filters.page).toBe(2)
  })

  it('ignore a tab in the address when visitors cannot switch tabs', () => {
    expect(listingFilters(block({ tab: 'tours', showTabs: false }), {}, { tab: 'travels' }).filters.tab).toBe('tours')
  })
})

describe('listing links', () => {
  it('keep the address’s other keys and change only the given ones', () => {
    expect(listingHref({ 'durations[]': ['MAX_6', 'MAX_10'], page: '3', sort: 'price:asc' }, { page: '4' })).toBe('?durations%5B%5D=MAX_6&durations%5B%5D=MAX_10&sort=price%3Aasc&page=4')
    expect(listingHref({ page: '2' }, { page: null, tab: 'tours' })).toBe('?tab=tours')
    expect(listingHref({}, { page: null })).toBe('?')
  })
})

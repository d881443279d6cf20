import { describe, expect, it } from 'vitest'
import { acceptsChange, activeFilterCount, isPriceAction, PANEL_KEYS, sortChanges } from '@/blocks/listing/filter-panel-rules'
import { addressQuery, changedSearch } from '@/blocks/listing/listing-address'
import { FILTER_KEYS } from '@/features/catalog/filter-keys'

describe('the listing filter panel', () => {
  it('only holds keys of the filter set', () => {
    for (const key of PANEL_KEYS) expect(FILTER_KEYS).toContain(key)
  })

  it('replaces the filters with the new sort and keeps the search', () => {
    const search =
      '?textSearch=peru&dateFrom=2027-05-01&status[]=PLANNED&tab=tours&priceFrom=100000&durations[]=MAX_6&badgeId[]=2&discounted=true&page=3&sort=price:asc'
    const after = addressQuery(changedSearch(search, sortChanges('date:asc')), true)
    expect(after).toEqual({ textSearch: 'peru', dateFrom: '2027-05-01', status: ['PLANNED'], tab: 'tours', sort: 'date:asc' })
  })

  it('counts the filters that narrow the results, a price range once', () => {
    expect(activeFilterCount({})).toBe(0)
    expect(activeFilterCount({ status: ['PLANNED'], textSearch: 'peru', sort: 'date:asc' })).toBe(0)
    expect(activeFilterCount({ priceFrom: 100_000, priceTo: 200_000 })).toBe(1)
    expect(activeFilterCount({ priceTo: 100_000 })).toBe(1)
    expect(activeFilterCount({ durations: ['MAX_6', 'MAX_10'], discounted: true, badgeId: ['1'], travelTypes: [] })).toBe(3)
    expect(activeFilterCount({ discounted: false, isNoSharingRoomAvailable: true, ageBadge: '18-30' })).toBe(2)
  })

  it('knows price actions: the range, the discount and clearing the price', () => {
    expect(isPriceAction({}, { priceTo: 100_000 })).toBe(true)
    expect(isPriceAction({ priceTo: 100_000 }, {})).toBe(true)
    expect(isPriceAction({}, { discounted: true })).toBe(true)
    expect(isPriceAction({ priceTo: 100_000 }, { priceTo: 100_000, durations: ['MAX_6'] })).toBe(false)
  })

  it('ignores a price action while another price change runs, and nothing else', () => {
    expect(acceptsChange(true, {}, { priceFrom: 200_000 })).toBe(false)
    expect(acceptsChange(true, { priceFrom: 200_000 }, {})).toBe(false)
    expect(acceptsChange(true, {}, { durations: ['OVER_10'] })).toBe(true)
    expect(acceptsChange(false, {}, { priceFrom: 200_000 })).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { PRICE_RANGES, priceRangeFilters, priceRangeOf } from '@/features/catalog/price-ranges'

describe('price choices', () => {
  it('are any, up to 1,000, 1,000 to 2,000 and over 2,000, in minor units', () => {
    expect(PRICE_RANGES.map(priceRangeFilters)).toEqual([
      { priceFrom: null, priceTo: null },
      { priceFrom: null, priceTo: '100000' },
      { priceFrom: '100000', priceTo: '200000' },
      { priceFrom: '200000', priceTo: null },
    ])
  })

  it('read back from the address; other bounds are none of them', () => {
    for (const range of PRICE_RANGES) {
      const { priceFrom, priceTo } = priceRangeFilters(range)
      expect(priceRangeOf(priceFrom ?? undefined, priceTo ?? undefined)).toBe(range)
    }
    expect(priceRangeOf(50_000, undefined)).toBeNull()
    expect(priceRangeOf(undefined, 150_000)).toBeNull()
  })
})

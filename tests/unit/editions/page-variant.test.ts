import { describe, expect, it } from 'vitest'
import { parseVariantSegment, variantSegment, type PageVariant } from '@/editions/page-variant'

describe('the page variant in the internal path', () => {
  it('round-trips through its path segment and refuses anything else', () => {
    const variants: PageVariant[] = [
      { currency: 'EUR', localCurrency: 'EUR', talkToUs: false, eventsArea: false },
      { currency: 'GBP', localCurrency: 'USD', talkToUs: true, eventsArea: true },
      { currency: 'USD', localCurrency: 'GBP', talkToUs: false, eventsArea: true },
    ]
    for (const variant of variants) expect(parseVariantSegment(variantSegment(variant))).toEqual(variant)
    expect(variantSegment(variants[1]!)).toBe('gbp-usd-te')
    for (const bad of ['', 'eur', 'eur-eur', 'jpy-eur-x', 'eur-eur-y', 'EUR-EUR-x', 'eur-eur-x-', 'eur-eur-xt', 'eur-eur-et'])
      expect(parseVariantSegment(bad), bad).toBeNull()
  })
})

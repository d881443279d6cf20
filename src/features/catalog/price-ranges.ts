/** The search page's price choices, in minor units of the visitor's currency: any, up to 1,000, 1,000 to 2,000, over 2,000. */
export const PRICE_STEPS = [100_000, 200_000] as const

export const PRICE_RANGES = ['any', 'upTo', 'between', 'over'] as const
export type PriceRange = (typeof PRICE_RANGES)[number]

const [LOW, HIGH] = PRICE_STEPS

/** The filter keys of a price choice (`null` removes one from the address). */
export function priceRangeFilters(range: PriceRange): { priceFrom: string | null; priceTo: string | null } {
  if (range === 'upTo') return { priceFrom: null, priceTo: String(LOW) }
  if (range === 'between') return { priceFrom: String(LOW), priceTo: String(HIGH) }
  if (range === 'over') return { priceFrom: String(HIGH), priceTo: null }
  return { priceFrom: null, priceTo: null }
}

/** Which choice an address's bounds are; bounds of another shape (a shared link) show as none of them. */
export function priceRangeOf(priceFrom: unknown, priceTo: unknown): PriceRange | null {
  const from = priceFrom === undefined ? null : Number(priceFrom)
  const to = priceTo === undefined ? null : Number(priceTo)
  if (from === null && to === null) return 'any'
  if (from === null && to === LOW) return 'upTo'
  if (from === LOW && to === HIGH) return 'between'
  if (from === HIGH && to === null) return 'over'
  return null
}

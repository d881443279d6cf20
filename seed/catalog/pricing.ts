import type { TourPrices } from './types'
import type { Random } from './random'

/** Rough exchange rates for the demo catalog: prices are set per currency, not converted live. */
const RATES = { EUR: 1, GBP: 0.86, USD: 1.09 } as const
const DAILY_EUR = 95
const PEAK_MONTHS = new Set([6, 7, 11]) // July, August, December (0-based)

const toMinor = (major: number) => Math.round(major / 10) * 10 * 100

/** A departure's prices in every currency: base by days, country and season; one in four discounted. */
export function tourPrices(random: Random, days: number, cost: number, month: number): TourPrices {
  const season = PEAK_MONTHS.has(month) ? 1.15 : 1
  const baseEur = days * DAILY_EUR * cost * season * (0.9 + random.next() * 0.25)
  const discountRate = random.chance(0.25) ? random.pick([0.05, 0.1, 0.15, 0.2]) : 0
  const prices = {} as TourPrices
  for (const [currency, rate] of Object.entries(RATES) as Array<[keyof TourPrices, number]>) {
    const basePrice = toMinor(baseEur * rate)
    const price = Math.min(basePrice, toMinor(baseEur * rate * (1 - discountRate)))
    prices[currency] = { basePrice, price, discount: basePrice - price }
  }
  return prices
}

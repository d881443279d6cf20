import { EDITIONS, type CurrencyCode, type EditionCode } from './editions'

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { EUR: '€', GBP: '£', USD: '$' }

/**
 * A price in minor units as the site shows it (spec 001 §9): EUR with a comma decimal and the
 * symbol after the amount; GBP and USD with a dot decimal and the symbol before. Whole amounts
 * drop the decimals.
 */
export function formatPrice(minorUnits: number, currency: CurrencyCode): string {
  const major = minorUnits / 100
  const whole = Number.isInteger(major)
  const euro = currency === 'EUR'
  const [integer, decimals] = Math.abs(major)
    .toFixed(whole ? 0 : 2)
    .split('.')
  const grouped = integer!.replace(/\B(?=(\d{3})+(?!\d))/g, euro ? '.' : ',')
  const amount = decimals ? `${grouped}${euro ? ',' : '.'}${decimals}` : grouped
  const sign = major < 0 ? '-' : ''
  return euro ? `${sign}${amount} ${CURRENCY_SYMBOLS[currency]}` : `${sign}${CURRENCY_SYMBOLS[currency]}${amount}`
}

/** Dates read DD/MM/YYYY in every edition (spec 001 §9). */
export function formatDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0')
  const month = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${day}/${month}/${date.getUTCFullYear()}`
}

/** A calendar day `YYYY-MM-DD` (a departure, a period's bound) as the site shows dates. */
export function formatDay(isoDay: string): string {
  return formatDate(new Date(`${isoDay}T12:00:00Z`))
}

/** A month `YYYY-MM` in the edition's language: "marzo 2027", "March 2027". */
export function formatMonth(month: string, edition: EditionCode): string {
  return new Intl.DateTimeFormat(EDITIONS[edition].locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  )
}

import { EDITIONS, type CurrencyCode, type EditionCode } from './editions'

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { EUR: '€', GBP: '£', USD: '$' }

/**
 * How each currency's prices read, whatever the edition: EUR with a dot for
 * thousands, a comma decimal and the symbol after the amount; GBP and USD with a comma for
 * thousands, a dot decimal and the symbol before.
 */
const PRICE_LOCALES: Record<CurrencyCode, string> = { EUR: 'de-DE', GBP: 'en-GB', USD: 'en-US' }

const priceFormats = new Map<string, Intl.NumberFormat>()

function priceFormat(currency: CurrencyCode, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${currency}${decimals}`
  let format = priceFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(PRICE_LOCALES[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    priceFormats.set(key, format)
  }
  return format
}

/** A price in minor units as the site shows it: whole amounts without decimals, a plain space before a trailing symbol. */
export function formatPrice(minorUnits: number, currency: CurrencyCode): string {
  const major = minorUnits / 100
  return priceFormat(currency, Number.isInteger(major) ? 0 : 2)
    .format(major)
    .replace(/\u00a0/g, ' ')
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })

/** Dates read DD/MM/YYYY in every edition. */
export function formatDate(date: Date): string {
  return dateFormat.format(date)
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

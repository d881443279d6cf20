import { CURRENCY_CODES, type CurrencyCode } from '@/editions/editions'

/** The currencies a euro amount is converted into: every currency of the site but the euro. */
export type NonEuroCurrency = Exclude<CurrencyCode, 'EUR'>
export const NON_EURO_CURRENCIES = CURRENCY_CODES.filter((code): code is NonEuroCurrency => code !== 'EUR')

/** How much of each currency one euro buys. A currency without a usable rate is left out. */
export type ExchangeRates = Partial<Record<NonEuroCurrency, number>>

/** The rates a site starts with, until an admin saves others: 1 EUR = 0.86 GBP = 1.09 USD. */
export const DEFAULT_EXCHANGE_RATES: Record<NonEuroCurrency, number> = { GBP: 0.86, USD: 1.09 }

/** A rate above this is a typing slip (86 for 0.86): no currency of the site is worth a tenth of a euro. */
export const EXCHANGE_RATE_MAX = 10

/** The smallest change of a rate an editor types: four decimals. */
export const EXCHANGE_RATE_STEP = 0.0001

/** Cache tag of every page that shows an amount converted from euro: a save of the rates expires them. */
export const exchangeRatesTag = 'exchange-rates'

/** The field holding a currency's rate in the exchange rates global (`GBP` → `gbp`). */
export const rateFieldName = (currency: NonEuroCurrency) => currency.toLowerCase() as Lowercase<NonEuroCurrency>

/** A rate is more than 0 and at most `EXCHANGE_RATE_MAX`. */
export function isExchangeRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= EXCHANGE_RATE_MAX
}

/** The CMS's check of a rate typed for `currency`: true, or what is wrong, in the editor's words. */
export function validateExchangeRate(currency: NonEuroCurrency) {
  return (value: unknown): true | string => {
    if (value === null || value === undefined) return `The ${currency} rate is required.`
    if (isExchangeRate(value)) return true
    return `The ${currency} rate is how many ${currency} one euro buys: more than 0 and at most ${EXCHANGE_RATE_MAX} (e.g. ${DEFAULT_EXCHANGE_RATES[currency]}).`
  }
}

/** The rates of the exchange rates global as stored; a missing or unusable one is left out. */
export function exchangeRatesOf(doc: Partial<Record<Lowercase<NonEuroCurrency>, unknown>>): ExchangeRates {
  const rates: ExchangeRates = {}
  for (const currency of NON_EURO_CURRENCIES) {
    const rate = doc[rateFieldName(currency)]
    if (isExchangeRate(rate)) rates[currency] = rate
  }
  return rates
}

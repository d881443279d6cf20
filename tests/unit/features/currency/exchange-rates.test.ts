import { describe, expect, it } from 'vitest'
import {
  DEFAULT_EXCHANGE_RATES,
  EXCHANGE_RATE_MAX,
  exchangeRatesOf,
  NON_EURO_CURRENCIES,
  validateExchangeRate,
} from '@/features/currency/exchange-rates'

describe('exchange rates', () => {
  it('are kept for every currency of the site but the euro, with a default that passes their check', () => {
    expect(NON_EURO_CURRENCIES).toEqual(['GBP', 'USD'])
    expect(DEFAULT_EXCHANGE_RATES).toEqual({ GBP: 0.86, USD: 1.09 })
    for (const currency of NON_EURO_CURRENCIES) expect(validateExchangeRate(currency)(DEFAULT_EXCHANGE_RATES[currency])).toBe(true)
  })

  it('accept more than 0 up to the maximum', () => {
    const check = validateExchangeRate('GBP')
    for (const rate of [0.0001, 0.86, 1, EXCHANGE_RATE_MAX]) expect(check(rate)).toBe(true)
  })

  it('refuse nothing, zero, negative, absurd and non-numeric values with a message saying what a rate is', () => {
    const check = validateExchangeRate('USD')
    expect(check(null)).toBe('The USD rate is required.')
    expect(check(undefined)).toBe('The USD rate is required.')
    for (const rate of [0, -1.09, EXCHANGE_RATE_MAX + 0.0001, 109, Number.NaN, Number.POSITIVE_INFINITY, '1.09'])
      expect(check(rate)).toBe('The USD rate is how many USD one euro buys: more than 0 and at most 10 (e.g. 1.09).')
  })

  it('are read from the global’s fields, leaving out a missing or unusable one', () => {
    expect(exchangeRatesOf({ gbp: 0.85, usd: 1.1 })).toEqual({ GBP: 0.85, USD: 1.1 })
    expect(exchangeRatesOf({ gbp: 0, usd: null })).toEqual({})
    expect(exchangeRatesOf({ gbp: 0.85 })).toEqual({ GBP: 0.85 })
  })
})

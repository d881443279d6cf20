import { EDITIONS } from '@/editions/editions'
import { describe, expect, it } from 'vitest'
import { formatDate, formatDay, formatMonth, formatPrice } from '@/editions/formats'
import { initialCurrency } from '@/features/currency/initial-currency'

describe('formats', () => {
  it('shows minor units divided by 100, EUR with comma decimal and symbol after', () => {
    expect(formatPrice(149900, 'EUR')).toBe('1.499 €')
    expect(formatPrice(149950, 'EUR')).toBe('1.499,50 €')
    expect(formatPrice(-149900, 'EUR')).toBe('-1.499 €')
    expect(formatPrice(120000000, 'EUR')).toBe('1.200.000 €')
  })

  it('shows GBP and USD with dot decimal and symbol before', () => {
    expect(formatPrice(129900, 'GBP')).toBe('£1,299')
    expect(formatPrice(99, 'USD')).toBe('$0.99')
    expect(formatPrice(123456789, 'USD')).toBe('$1,234,567.89')
  })

  it('writes dates DD/MM/YYYY', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 5)))).toBe('05/01/2026')
  })
})

describe('initial currency', () => {
  it('takes the cookie, then the geolocation, when the edition offers it, else its default', () => {
    expect(initialCurrency(EDITIONS.en, 'GBP', 'EUR')).toBe('GBP')
    expect(initialCurrency(EDITIONS.en, null, 'gbp')).toBe('GBP')
    expect(initialCurrency(EDITIONS.en, 'USD', 'CHF')).toBe('EUR')
    expect(initialCurrency(EDITIONS.it, 'GBP', 'GBP')).toBe('EUR')
    expect(initialCurrency(EDITIONS.us, null, null)).toBe('USD')
    // The offered list comes from the edition settings an admin may change.
    expect(initialCurrency({ currency: 'EUR', currencies: ['EUR', 'USD'] }, 'usd', null)).toBe('USD')
  })
})

describe('calendar days and months', () => {
  it('shows a departure day as DD/MM/YYYY, whatever the time zone', () => {
    expect(formatDay('2027-03-05')).toBe('05/03/2027')
  })

  it('names a month in the edition’s language', () => {
    expect(formatMonth('2027-03', 'it')).toBe('marzo 2027')
    expect(formatMonth('2027-03', 'de')).toBe('März 2027')
    expect(formatMonth('2027-03', 'us')).toBe('March 2027')
  })
})

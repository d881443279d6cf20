import { defaultEdition } from '@/editions/edition'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutHref } from '@/customer/bookings/checkout-href'
import { newSiteReference } from '@/customer/bookings/site-reference'
import { BOOKING_REFERENCE_PATTERN } from '@/customer/bookings/booking-rules'

afterEach(() => vi.unstubAllEnvs())

describe('checkoutHref', () => {
  it('leads to the site’s own booking request page, localized, without BOOKINGS_URL', () => {
    vi.stubEnv('BOOKINGS_URL', '')
    expect(checkoutHref(42, defaultEdition('it'))).toBe('/it/prenota/42')
    expect(checkoutHref(42, defaultEdition('es'))).toBe('/es/reservar/42')
    expect(checkoutHref(42, defaultEdition('fr'))).toBe('/fr/reserver/42')
    expect(checkoutHref(42, defaultEdition('de'))).toBe('/de/buchen/42')
    expect(checkoutHref(42, defaultEdition('en'))).toBe('/en/booking/42')
    expect(checkoutHref(42, defaultEdition('us'))).toBe('/us/booking/42')
  })

  it('leads to the bookings host’s checkout when BOOKINGS_URL is set', () => {
    vi.stubEnv('BOOKINGS_URL', 'https://book.example.org/')
    expect(checkoutHref(42, defaultEdition('it'))).toBe('https://book.example.org/booking/42/start')
  })
})

describe('newSiteReference', () => {
  it('is a valid booking reference of the site’s own, different each time', () => {
    const references = new Set(Array.from({ length: 200 }, newSiteReference))
    expect(references.size).toBe(200)
    for (const reference of references) {
      expect(reference).toMatch(/^WF-[0-9A-HJKMNP-TV-Z]{10}$/)
      expect(reference).toMatch(BOOKING_REFERENCE_PATTERN)
    }
  })
})

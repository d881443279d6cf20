import { describe, expect, it } from 'vitest'
import { changeKey, opensDeparture, tourChanges, type SavedTour } from '@/customer/alerts/alert-changes'
import { PHONE_PATTERN, alertFor, type CustomerAlert } from '@/customer/alerts/alert-shape'

const today = '2030-03-01'
const tour = (change: Partial<SavedTour> = {}): SavedTour => ({
  id: 7,
  travelId: 3,
  status: 'PLANNED',
  startingDay: '2030-05-10',
  prices: { EUR: 150_000, GBP: 130_000, USD: 160_000 },
  ...change,
})

describe('the changes alerts wait for', () => {
  it('a departure not yet confirmed becoming confirmed or almost full', () => {
    for (const before of ['PLANNED', 'ALMOST_CONFIRMED'] as const)
      for (const after of ['CONFIRMED', 'ALMOST_FULL'] as const)
        expect(tourChanges(tour({ status: before }), tour({ status: after }), today)).toEqual([{ type: 'TOUR_CONFIRMED', tourId: 7 }])
    expect(tourChanges(tour({ status: 'CONFIRMED' }), tour({ status: 'ALMOST_FULL' }), today)).toEqual([])
    expect(tourChanges(tour({ status: 'WAITING_LIST' }), tour({ status: 'CONFIRMED' }), today)).toEqual([])
    expect(tourChanges(tour(), tour({ status: 'ALMOST_CONFIRMED' }), today)).toEqual([])
  })

  it('a price lowered, per currency, never a raise; nothing for a sold-out or departed tour', () => {
    const cheaper = tour({ prices: { EUR: 120_000, GBP: 140_000, USD: 160_000 } })
    expect(tourChanges(tour(), cheaper, today)).toEqual([{ type: 'PRICE_DROPPED', tourId: 7, currency: 'EUR', from: 150_000, to: 120_000 }])
    expect(tourChanges(tour(), { ...cheaper, status: 'SOLD_OUT' }, today)).toEqual([])
    expect(tourChanges(tour(), { ...cheaper, startingDay: '2030-02-28' }, today)).toEqual([])
  })

  it('both at once, and nothing for a tour just created', () => {
    const both = tour({ status: 'CONFIRMED', prices: { EUR: 149_000 } })
    expect(tourChanges(tour(), both, today).map((change) => change.type)).toEqual(['TOUR_CONFIRMED', 'PRICE_DROPPED'])
    expect(tourChanges(null, both, today)).toEqual([])
  })

  it('a departure opening: created open, or sold out (or departed) before and open now', () => {
    expect(opensDeparture(null, tour(), today)).toBe(true)
    expect(opensDeparture(tour({ status: 'SOLD_OUT' }), tour(), today)).toBe(true)
    expect(opensDeparture(tour({ startingDay: '2029-12-01' }), tour(), today)).toBe(true)
    expect(opensDeparture(tour(), tour({ status: 'CONFIRMED' }), today)).toBe(false)
    expect(opensDeparture(null, tour({ status: 'SOLD_OUT' }), today)).toBe(false)
    expect(opensDeparture(null, tour({ startingDay: '2030-02-28' }), today)).toBe(false)
    expect(opensDeparture(null, tour({ startingDay: today }), today)).toBe(true)
  })

  it('name each change so that the same change is the same mail', () => {
    expect(changeKey({ type: 'TOUR_CONFIRMED', tourId: 7 })).toBe('confirmed:tour:7')
    expect(changeKey({ type: 'PRICE_DROPPED', tourId: 7, currency: 'GBP', from: 2, to: 1 })).toBe('price:tour:7:GBP:1')
    expect(changeKey({ type: 'STOCKOUT_TRAVEL', travelId: 3, tourId: 7 })).toBe('new-departure:travel:3:tour:7')
  })
})

describe('the alert form’s phone', () => {
  it('takes an optional plus, a 1-3 digit prefix, 3-4 digits and 4-7 digits, with optional separators', () => {
    for (const phone of ['+39 333 1234567', '39 333 1234', '+1-555-1234567', '+44.2071.234567', '+393331234567', '39 3331 234567'])
      expect(PHONE_PATTERN.test(phone), phone).toBe(true)
    for (const phone of ['', '12', '+39 33 123', 'phone', '+39 333 12345678', '++39 333 1234567', '+39  333 1234567', '39 333 1234567\n'])
      expect(PHONE_PATTERN.test(phone), phone).toBe(false)
  })
})

describe('the alert of a page', () => {
  const alert = (change: Partial<CustomerAlert>): CustomerAlert => ({
    id: 1,
    travelId: 3,
    tourId: null,
    types: [],
    active: true,
    phone: null,
    ...change,
  })
  it('is the one on that tour, or the one on the travel itself', () => {
    const alerts = [alert({ id: 1, tourId: 7 }), alert({ id: 2 })]
    expect(alertFor(alerts, { tourId: 7 })?.id).toBe(1)
    expect(alertFor(alerts, { travelId: 3 })?.id).toBe(2)
    expect(alertFor(alerts, { tourId: 8 })).toBeUndefined()
    expect(alertFor([alerts[0]!], { travelId: 3 })).toBeUndefined()
  })
})

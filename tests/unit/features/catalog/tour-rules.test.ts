import { describe, expect, it } from 'vitest'
import { bestStatus, DEFAULT_SEARCH_STATUSES, TOUR_STATUSES } from '@/features/catalog/statuses'
import { isBookable, isNotifyMeVisible, isOnRequest, notifyMeTypes, seatsLabel } from '@/features/catalog/tour-rules'
import { groupsByMonth } from '@/features/catalog/sorting'

describe('tour statuses', () => {
  it('search by default for every status but SOLD_OUT', () => {
    expect([...DEFAULT_SEARCH_STATUSES].sort()).toEqual(['ALMOST_CONFIRMED', 'ALMOST_FULL', 'CONFIRMED', 'PLANNED', 'WAITING_LIST'])
  })

  it('rank best to worst as ALMOST_FULL, CONFIRMED, ALMOST_CONFIRMED, PLANNED, WAITING_LIST, SOLD_OUT', () => {
    expect(bestStatus(['PLANNED', 'SOLD_OUT', 'CONFIRMED'])).toBe('CONFIRMED')
    expect(bestStatus(['WAITING_LIST', 'PLANNED'])).toBe('PLANNED')
    expect(bestStatus(['SOLD_OUT'])).toBe('SOLD_OUT')
    expect(bestStatus([])).toBeNull()
  })
})

describe('seats label and bookable', () => {
  it('says notConfirmedTour while seats are still to confirm, whatever the status', () => {
    expect(seatsLabel({ status: 'PLANNED', freeSeats: 10, seatsToConfirm: 3 })).toBe('notConfirmedTour')
    expect(seatsLabel({ status: 'CONFIRMED', freeSeats: 0, seatsToConfirm: 1 })).toBe('notConfirmedTour')
  })

  it('says confirmedTour for CONFIRMED or ALMOST_FULL with free seats', () => {
    expect(seatsLabel({ status: 'CONFIRMED', freeSeats: 4, seatsToConfirm: 0 })).toBe('confirmedTour')
    expect(seatsLabel({ status: 'ALMOST_FULL', freeSeats: 1, seatsToConfirm: 0 })).toBe('confirmedTour')
  })

  it('says nothing otherwise, and such a tour is not bookable online', () => {
    for (const tour of [
      { status: 'CONFIRMED', freeSeats: 0, seatsToConfirm: 0 },
      { status: 'WAITING_LIST', freeSeats: 5, seatsToConfirm: 0 },
      { status: 'SOLD_OUT', freeSeats: 0, seatsToConfirm: 0 },
      { status: 'PLANNED', freeSeats: 12, seatsToConfirm: 0 },
    ] as const) {
      expect(seatsLabel(tour)).toBeNull()
      expect(isBookable(tour)).toBe(false)
    }
    expect(isBookable({ status: 'ALMOST_CONFIRMED', freeSeats: 8, seatsToConfirm: 1 })).toBe(true)
  })

  it('treats WAITING_LIST as on request', () => {
    expect(isOnRequest({ status: 'WAITING_LIST' })).toBe(true)
    expect(isOnRequest({ status: 'CONFIRMED' })).toBe(false)
  })
})

describe('notify-me', () => {
  it('offers STOCKOUT_TRAVEL for a travel without tours', () => {
    expect(notifyMeTypes(null)).toEqual(['STOCKOUT_TRAVEL'])
  })

  it('offers TOUR_CONFIRMED and PRICE_DROPPED before confirmation, PRICE_DROPPED after', () => {
    expect(notifyMeTypes({ status: 'PLANNED' })).toEqual(['TOUR_CONFIRMED', 'PRICE_DROPPED'])
    expect(notifyMeTypes({ status: 'ALMOST_CONFIRMED' })).toEqual(['TOUR_CONFIRMED', 'PRICE_DROPPED'])
    for (const status of ['CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST'] as const) expect(notifyMeTypes({ status })).toEqual(['PRICE_DROPPED'])
  })

  it('shows for every status but SOLD_OUT', () => {
    for (const status of TOUR_STATUSES) expect(isNotifyMeVisible({ status })).toBe(status !== 'SOLD_OUT')
    expect(isNotifyMeVisible(null)).toBe(true)
  })
})

describe('sorting and grouping', () => {
  it('groups by month only for date ascending, relevance or no sort', () => {
    expect(groupsByMonth('date:asc')).toBe(true)
    expect(groupsByMonth('relevance:desc')).toBe(true)
    expect(groupsByMonth(undefined)).toBe(true)
    expect(groupsByMonth(null)).toBe(true)
    for (const sort of ['price:asc', 'price:desc', 'discount:desc', 'duration:asc', 'duration:desc'] as const)
      expect(groupsByMonth(sort)).toBe(false)
  })
})

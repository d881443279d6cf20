import { describe, expect, it } from 'vitest'
import { seatsHeld, tourAfterSeats, type TourSeats } from '@/customer/bookings/tour-seats'

const tour = (overrides: Partial<TourSeats> = {}): TourSeats => ({
  status: 'PLANNED',
  freeSeats: 12,
  seatsToConfirm: 5,
  maxGroupSize: 15,
  ...overrides,
})

describe('seatsHeld', () => {
  it('holds the travellers of a pending or confirmed booking, none of a cancelled one', () => {
    expect(seatsHeld('pending', 3)).toBe(3)
    expect(seatsHeld('confirmed', 2)).toBe(2)
    expect(seatsHeld('cancelled', 4)).toBe(0)
  })
})

describe('tourAfterSeats', () => {
  it('takes free seats and counts down the bookings a planned departure needs', () => {
    expect(tourAfterSeats(tour(), 2)).toEqual(tour({ freeSeats: 10, seatsToConfirm: 3 }))
  })

  it('makes a departure almost confirmed with two bookings or fewer to go, confirmed with none', () => {
    expect(tourAfterSeats(tour(), 3).status).toBe('ALMOST_CONFIRMED')
    expect(tourAfterSeats(tour(), 5)).toMatchObject({ status: 'CONFIRMED', seatsToConfirm: 0, freeSeats: 7 })
  })

  it('makes a confirmed departure almost full at three free seats or fewer, sold out at none', () => {
    const confirmed = tour({ status: 'CONFIRMED', freeSeats: 5, seatsToConfirm: 0 })
    expect(tourAfterSeats(confirmed, 1).status).toBe('CONFIRMED')
    expect(tourAfterSeats(confirmed, 2)).toMatchObject({ status: 'ALMOST_FULL', freeSeats: 3 })
    expect(tourAfterSeats(confirmed, 5)).toMatchObject({ status: 'SOLD_OUT', freeSeats: 0 })
  })

  it('frees seats on a cancellation: a sold-out departure opens again, a confirmed one stays confirmed', () => {
    const soldOut = tour({ status: 'SOLD_OUT', freeSeats: 0, seatsToConfirm: 0 })
    expect(tourAfterSeats(soldOut, -2)).toMatchObject({ status: 'ALMOST_FULL', freeSeats: 2, seatsToConfirm: 0 })
    expect(tourAfterSeats(tour({ status: 'CONFIRMED', freeSeats: 6, seatsToConfirm: 0 }), -3)).toMatchObject({
      status: 'CONFIRMED',
      freeSeats: 9,
    })
  })

  it('gives a departure not yet confirmed its bookings to go back when one is cancelled', () => {
    expect(tourAfterSeats(tour({ status: 'ALMOST_CONFIRMED', freeSeats: 8, seatsToConfirm: 1 }), -2)).toMatchObject({
      status: 'PLANNED',
      freeSeats: 10,
      seatsToConfirm: 3,
    })
  })

  it('keeps free seats within the group and never below zero', () => {
    expect(tourAfterSeats(tour({ freeSeats: 14 }), -5).freeSeats).toBe(15)
    expect(tourAfterSeats(tour({ freeSeats: 1 }), 3).freeSeats).toBe(0)
  })

  it('leaves an on-request departure’s status to customer care', () => {
    expect(tourAfterSeats(tour({ status: 'WAITING_LIST', freeSeats: 2, seatsToConfirm: 0 }), 2)).toMatchObject({
      status: 'WAITING_LIST',
      freeSeats: 0,
    })
  })
})

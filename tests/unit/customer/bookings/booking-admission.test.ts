import { describe, expect, it } from 'vitest'
import { bookingRefusal, travellersOffered, type AdmissionInput } from '@/customer/bookings/booking-admission'

const input = (overrides: Partial<AdmissionInput> = {}, tour: Partial<AdmissionInput['tour']> = {}): AdmissionInput => ({
  tour: { status: 'CONFIRMED', freeSeats: 6, seatsToConfirm: 0, maxGroupSize: 15, startingDate: '2030-05-10', ...tour },
  today: '2030-05-01',
  travellers: 2,
  alreadyBooked: false,
  ...overrides,
})

describe('bookingRefusal', () => {
  it('takes a request within the seats left of a bookable departure', () => {
    expect(bookingRefusal(input())).toBeNull()
    expect(bookingRefusal(input({ travellers: 6 }))).toBeNull()
    expect(bookingRefusal(input({}, { status: 'PLANNED', seatsToConfirm: 4 }))).toBeNull()
  })

  it('refuses a departure that has left (a departure of today is still open)', () => {
    expect(bookingRefusal(input({ today: '2030-05-11' }))).toBe('TOUR_DEPARTED')
    expect(bookingRefusal(input({ today: '2030-05-10' }))).toBeNull()
  })

  it('refuses a second booking of one customer on one departure', () => {
    expect(bookingRefusal(input({ alreadyBooked: true }))).toBe('ALREADY_BOOKED')
  })

  it('refuses a sold-out departure, and one booked only through customer care', () => {
    expect(bookingRefusal(input({}, { status: 'SOLD_OUT', freeSeats: 0 }))).toBe('TOUR_SOLD_OUT')
    expect(bookingRefusal(input({}, { freeSeats: 0 }))).toBe('TOUR_SOLD_OUT')
    expect(bookingRefusal(input({}, { status: 'WAITING_LIST' }))).toBe('TOUR_NOT_BOOKABLE')
  })

  it('refuses more travellers than seats left', () => {
    expect(bookingRefusal(input({ travellers: 7 }))).toBe('NOT_ENOUGH_SEATS')
  })
})

describe('travellersOffered', () => {
  it('offers 1 to the seats left, within the booking limit', () => {
    expect(travellersOffered(4, 20)).toBe(4)
    expect(travellersOffered(30, 20)).toBe(20)
    expect(travellersOffered(0, 20)).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { bookingBody } from '@/customer/bookings/booking-body'
import { generateBookings, seedCustomerEmail, type SeedTour } from '../../../seed/bookings/generate'

const today = new Date('2026-11-25T00:00:00Z')
const statuses = ['PLANNED', 'ALMOST_CONFIRMED', 'CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST', 'SOLD_OUT'] as const
const tours: SeedTour[] = Array.from({ length: 120 }, (_, index) => {
  const maxGroupSize = [12, 14, 16, 20][index % 4]!
  const status = statuses[index % statuses.length]!
  const freeSeats = {
    PLANNED: maxGroupSize - (index % 4),
    ALMOST_CONFIRMED: maxGroupSize - 5,
    CONFIRMED: 6,
    ALMOST_FULL: 2,
    WAITING_LIST: 0,
    SOLD_OUT: 0,
  }[status]
  return { id: index + 1, startingDate: today, status, maxGroupSize, freeSeats }
})

const booked = (bookings: ReturnType<typeof generateBookings>, tourId: number) =>
  bookings
    .filter((booking) => booking.tourId === tourId && booking.status !== 'cancelled')
    .reduce((sum, booking) => sum + booking.travellers.length, 0)

describe('the seeded bookings', () => {
  const bookings = generateBookings(tours, today)

  it('are the same on every run', () => {
    expect(generateBookings(tours, today)).toEqual(bookings)
  })

  it('fill each departure’s taken seats, full ones to their size or one short', () => {
    for (const tour of tours) {
      const count = booked(bookings, tour.id)
      if (tour.status === 'SOLD_OUT' || tour.status === 'WAITING_LIST')
        expect(count, String(tour.id)).toBeGreaterThanOrEqual(tour.maxGroupSize - 1)
      else expect(count, String(tour.id)).toBe(tour.maxGroupSize - tour.freeSeats)
      expect(count).toBeLessThanOrEqual(tour.maxGroupSize)
    }
  })

  it('are of one to three travellers, with unique references, each one a body the endpoint takes', () => {
    expect(new Set(bookings.map((booking) => booking.reference)).size).toBe(bookings.length)
    for (const booking of bookings) {
      expect(booking.travellers.length).toBeGreaterThanOrEqual(1)
      expect(booking.travellers.length).toBeLessThanOrEqual(3)
      const body = {
        customer: { email: seedCustomerEmail(booking.customer) },
        tourId: booking.tourId,
        status: booking.status,
        travellers: booking.travellers,
      }
      expect(bookingBody.safeParse(body).success, JSON.stringify(body)).toBe(true)
    }
  })

  it('mix first-timers with returning travellers and both main genders', () => {
    const travellers = bookings.flatMap((booking) => booking.travellers)
    const share = (test: (entry: (typeof travellers)[number]) => boolean) => travellers.filter(test).length / travellers.length
    expect(share((entry) => entry.firstTrip)).toBeGreaterThan(0.3)
    expect(share((entry) => entry.firstTrip)).toBeLessThan(0.6)
    expect(share((entry) => entry.gender === 'female')).toBeGreaterThan(0.4)
    expect(share((entry) => entry.gender === 'male')).toBeGreaterThan(0.25)
    expect(bookings.some((booking) => booking.status === 'cancelled')).toBe(true)
  })
})

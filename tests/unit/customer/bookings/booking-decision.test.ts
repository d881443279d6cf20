import { describe, expect, it } from 'vitest'
import type { BookingInput } from '@/customer/bookings/booking-body'
import { decideBookingWrite } from '@/customer/bookings/booking-decision'

const input: BookingInput = {
  customer: { email: 'ada@example.com' },
  tourId: 7,
  status: 'confirmed',
  travellers: [{ gender: 'female', birthYear: 1990, firstTrip: true, tripsDone: 0 }],
}
const stored = { ...input, systemId: 1 }

describe('what a PUT of a booking reference does', () => {
  it('creates an unknown reference', () => {
    expect(decideBookingWrite(null, 1, input)).toBe('create')
  })

  it('does nothing when the same system sends the same booking again', () => {
    expect(decideBookingWrite(stored, 1, structuredClone(input))).toBe('unchanged')
  })

  it('updates on any change', () => {
    expect(decideBookingWrite(stored, 1, { ...input, status: 'cancelled' })).toBe('update')
    expect(decideBookingWrite(stored, 1, { ...input, tourId: 8 })).toBe('update')
    expect(decideBookingWrite(stored, 1, { ...input, customer: { email: 'bea@example.com' } })).toBe('update')
    expect(decideBookingWrite(stored, 1, { ...input, travellers: [...input.travellers, ...input.travellers] })).toBe('update')
    expect(decideBookingWrite(stored, 1, { ...input, travellers: [{ ...input.travellers[0]!, birthYear: null }] })).toBe('update')
  })

  it('refuses another system’s reference, even with the same booking', () => {
    expect(decideBookingWrite(stored, 2, input)).toBe('conflict')
  })
})

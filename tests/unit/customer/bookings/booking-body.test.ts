import { describe, expect, it } from 'vitest'
import { bookingBody, bookingReference } from '@/customer/bookings/booking-body'
import { MAX_TRAVELLERS_PER_BOOKING } from '@/customer/bookings/booking-rules'

const traveller = { gender: 'female', birthYear: 1993, firstTrip: false, tripsDone: 2 }
const valid = { customer: { email: ' Ada@Example.COM ' }, tourId: 12, status: 'confirmed', travellers: [traveller] }

const issues = (body: unknown) => {
  const result = bookingBody.safeParse(body)
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))]
}

describe('the booking body', () => {
  it('takes a booking and lowercases the customer’s e-mail', () => {
    const parsed = bookingBody.parse(valid)
    expect(parsed.customer.email).toBe('ada@example.com')
    expect(parsed.travellers).toEqual([traveller])
  })

  it('leaves a birth year out as unknown', () => {
    const { birthYear: _, ...withoutYear } = traveller
    expect(bookingBody.parse({ ...valid, travellers: [withoutYear] }).travellers[0]!.birthYear).toBeNull()
  })

  it('refuses every field out of its range, with its path', () => {
    expect(issues({ ...valid, travellers: [] })).toEqual(['travellers'])
    expect(issues({ ...valid, travellers: Array(MAX_TRAVELLERS_PER_BOOKING + 1).fill(traveller) })).toEqual(['travellers'])
    expect(issues({ ...valid, tourId: 0 })).toEqual(['tourId'])
    expect(issues({ ...valid, tourId: 1.5 })).toEqual(['tourId'])
    expect(issues({ ...valid, tourId: 1e300 })).toEqual(['tourId'])
    expect(issues({ ...valid, tourId: '12' })).toEqual(['tourId'])
    expect(issues({ ...valid, status: 'paid' })).toEqual(['status'])
    expect(issues({ ...valid, customer: { email: 'not an e-mail' } })).toEqual(['customer.email'])
    expect(issues({ ...valid, customer: { email: `${'a'.repeat(250)}@example.com` } })).toEqual(['customer.email'])
    expect(issues({ ...valid, travellers: [{ ...traveller, gender: 'f' }] })).toEqual(['travellers.0.gender'])
    expect(issues({ ...valid, travellers: [{ ...traveller, birthYear: 1850 }] })).toEqual(['travellers.0.birthYear'])
    expect(issues({ ...valid, travellers: [{ ...traveller, birthYear: new Date().getUTCFullYear() + 1 }] })).toEqual([
      'travellers.0.birthYear',
    ])
    expect(issues({ ...valid, travellers: [{ ...traveller, tripsDone: -1 }] })).toEqual(['travellers.0.tripsDone'])
    expect(issues({ ...valid, travellers: [{ ...traveller, tripsDone: 1e9 }] })).toEqual(['travellers.0.tripsDone'])
  })

  it('refuses a first trip with trips already done', () => {
    expect(issues({ ...valid, travellers: [{ ...traveller, firstTrip: true, tripsDone: 1 }] })).toEqual(['travellers.0.tripsDone'])
  })

  it('refuses unknown keys instead of dropping them', () => {
    expect(issues({ ...valid, name: 'Ada' })).toEqual([''])
    expect(issues({ ...valid, travellers: [{ ...traveller, name: 'Ada' }] })).toEqual(['travellers.0'])
  })
})

describe('a booking reference', () => {
  it('is 1 to 64 letters, digits, dots, underscores or hyphens', () => {
    for (const reference of ['A', 'WB-2026.001_x', 'x'.repeat(64)])
      expect(bookingReference.safeParse(reference).success, reference).toBe(true)
    for (const reference of ['', 'x'.repeat(65), '-lead', 'a b', 'a\nb', 'a\u0000b', 'à', '../x'])
      expect(bookingReference.safeParse(reference).success, reference).toBe(false)
  })
})

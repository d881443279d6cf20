import { describe, expect, it } from 'vitest'
import type { CustomerBooking } from '@/customer/account-area/account-area-shape'
import { splitBookings } from '@/customer/account-area/booking-list'
import { communicationsUpdate } from '@/customer/account-area/communications'
import type { Customer } from '@/payload-types'

const booking = (id: number, startingDate: string, status: CustomerBooking['status'] = 'confirmed'): CustomerBooking => ({
  id,
  status,
  startingDate,
  endingDate: startingDate,
  travellers: 1,
  travel: { title: 'Trip', url: null },
  price: { amount: 100_000, currency: 'EUR' },
})

describe('a customer’s bookings', () => {
  it('are upcoming from their departure day on (the next first) and past before it (the latest first), cancelled ones included', () => {
    const { upcoming, past } = splitBookings(
      [
        booking(1, '2026-05-01'),
        booking(2, '2026-06-15', 'pending'),
        booking(3, '2026-06-10'),
        booking(4, '2026-06-10', 'cancelled'),
        booking(5, '2026-01-01', 'cancelled'),
      ],
      '2026-06-10',
    )
    expect(upcoming.map((item) => item.id)).toEqual([3, 4, 2])
    expect(past.map((item) => item.id)).toEqual([1, 5])
  })
})

const customer = (flags: Partial<NonNullable<Customer['acceptedFlags']>>) =>
  ({ id: 1, email: 'a@example.com', acceptedFlags: { newsletter: false, marketing: false, privacy: true, ...flags } }) as Customer

describe('a change of consents', () => {
  const now = new Date('2026-06-10T08:00:00Z')

  it('subscribes to the newsletter as confirmed by the sign-in, with its date', () => {
    const update = communicationsUpdate(customer({}), { newsletter: true }, now)
    expect(update).toMatchObject({
      acceptedFlags: { newsletter: true, newsletterAcceptedAt: now.toISOString() },
      newsletterOptIn: { status: 'confirmed', confirmedVia: 'sign-in', tokenHash: null },
    })
  })

  it('sets each consent given in one update, and none when nothing changes', () => {
    expect(communicationsUpdate(customer({ newsletter: true }), { newsletter: false, marketing: true }, now)).toEqual({
      acceptedFlags: { newsletter: false, marketing: true, privacy: true },
    })
    expect(communicationsUpdate(customer({ marketing: true }), { marketing: true }, now)).toBeNull()
    expect(communicationsUpdate(customer({ newsletter: true }), { newsletter: true }, now)).toBeNull()
  })

  it('accepts the privacy policy with its date, and keeps the first date when accepted again', () => {
    expect(communicationsUpdate(customer({ privacy: false }), { privacy: true }, now)).toEqual({
      acceptedFlags: { newsletter: false, marketing: false, privacy: true, privacyAcceptedAt: now.toISOString() },
    })
    expect(communicationsUpdate(customer({ privacyAcceptedAt: '2020-01-01T00:00:00.000Z' }), { privacy: true }, now)).toBeNull()
  })
})

import type { CurrencyCode } from '@/editions/editions'
import type { NotifyMeType } from '@/features/catalog/tour-rules'

/** A booking's status as the bookings systems report it. */
export type CustomerBookingStatus = 'pending' | 'confirmed' | 'cancelled'

/** One of the customer's bookings as the account's bookings page shows it (`GET /account/bookings`). */
export type CustomerBooking = {
  id: number
  status: CustomerBookingStatus
  startingDate: string
  endingDate: string
  travellers: number
  travel: { title: string; url: string | null }
  /** The departure's price per traveller in the caller's currency, in minor units. */
  price: { amount: number; currency: CurrencyCode }
}

export type CustomerBookings = { upcoming: CustomerBooking[]; past: CustomerBooking[] }

/** One of the customer's notify-me alerts with what it is about (`GET /account/alerts`). */
export type AccountAlert = {
  id: number
  active: boolean
  types: NotifyMeType[]
  travel: { title: string; url: string | null }
  /** The departure's first day when the alert is on a departure; null for a travel's alert. */
  startingDate: string | null
}

/** The customer's consents (`GET /account/communications`). */
export type Communications = { newsletter: boolean; marketing: boolean; privacy: boolean }

/** A change of consents: each one given is set; the privacy policy can only be accepted here. */
export type CommunicationsChange = { newsletter?: boolean; marketing?: boolean; privacy?: true }

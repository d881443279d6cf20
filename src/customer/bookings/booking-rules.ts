/** Where a booking stands in the bookings system: a pending one is not paid yet, a cancelled one no longer travels. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** A traveller's gender as the bookings system knows it; the group info shows the split. */
export const TRAVELLER_GENDERS = ['female', 'male', 'other', 'undisclosed'] as const
export type TravellerGender = (typeof TRAVELLER_GENDERS)[number]

/** Travellers one booking may hold: a booking is one customer and the friends they book for, never a whole group. */
export const MAX_TRAVELLERS_PER_BOOKING = 20

/** Trips a traveller can have done with us, as the bookings system counts them (a bound on nonsense, not a business rule). */
export const MAX_TRIPS_DONE = 500

/** The earliest birth year taken: anything before is a typo in the bookings system. */
export const EARLIEST_BIRTH_YEAR = 1900

/** A booking reference as the bookings system issues it: letters, digits, `.`, `_` and `-`, at most 64 characters. */
export const BOOKING_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/**
 * Who wrote a booking: a bookings system through its call (it owns the booking and the tour's
 * seats), or the site's own booking request, which has no bookings system.
 */
export const BOOKING_SOURCES = ['system', 'site'] as const
export type BookingSource = (typeof BOOKING_SOURCES)[number]

/** A traveller's name as the booking request takes it (first and last name together). */
export const MAX_TRAVELLER_NAME_LENGTH = 80

/** A name holds no control characters and no angle brackets: it is shown to staff and in mails, never as markup. */
export const isTravellerName = (name: string): boolean => name.length <= MAX_TRAVELLER_NAME_LENGTH && !/[\p{Cc}<>]/u.test(name)

/** The site's own references start so, apart from any bookings system's: `WF-` and 10 characters of Crockford's base32. */
export const SITE_REFERENCE_PREFIX = 'WF-'

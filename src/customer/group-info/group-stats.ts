import type { TravellerGender } from '@/customer/bookings/booking-rules'
import type { GroupInfo, GroupTraveller } from './group-info-shape'

export type BookedTraveller = { gender: TravellerGender; firstTrip?: boolean | null; tripsDone?: number | null }
export type GroupTour = { id: number; maxGroupSize: number; seatsToConfirm: number }

/** Other and undisclosed genders are one group: the split says only female and male apart. */
const shownGender = (gender: TravellerGender): GroupTraveller['gender'] => (gender === 'female' || gender === 'male' ? gender : 'other')

/**
 * The group info of a departure from its booked travellers (cancelled bookings left out by the
 * caller) and the number of interested customers; first trips as the bookings system reports
 * them. The list is ordered by trips done, then gender: never in booking order, which would tell
 * who booked with whom.
 */
export function groupStats(tour: GroupTour, booked: readonly BookedTraveller[], interestedCount: number): GroupInfo {
  const travellers = booked
    .map((traveller): GroupTraveller => ({
      gender: shownGender(traveller.gender),
      tripsDone: Math.max(0, traveller.tripsDone ?? 0),
      firstTrip: Boolean(traveller.firstTrip),
    }))
    .sort((a, b) => b.tripsDone - a.tripsDone || a.gender.localeCompare(b.gender))
  const genders = { female: 0, male: 0, other: 0 }
  for (const traveller of travellers) genders[traveller.gender] += 1
  const count = travellers.length
  const max = Math.max(tour.maxGroupSize, count)
  return {
    tourId: tour.id,
    hasPax: count > 0,
    travellersCount: count,
    firstTimers: travellers.filter((traveller) => traveller.firstTrip).length,
    tripsDone: travellers.reduce((sum, traveller) => sum + traveller.tripsDone, 0),
    genders,
    travellers,
    expectedGroupSize: { min: Math.min(max, Math.max(1, count + Math.max(0, tour.seatsToConfirm))), max },
    interestedCount: Math.max(0, interestedCount),
  }
}

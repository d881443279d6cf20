import { describe, expect, it } from 'vitest'
import { groupStats, type BookedTraveller } from '@/customer/group-info/group-stats'

const tour = { id: 7, maxGroupSize: 15, seatsToConfirm: 4 }

describe('the group info of a departure', () => {
  it('says nobody is going yet, and expects at least the travellers it needs to be confirmed', () => {
    expect(groupStats(tour, [], 0)).toMatchObject({ hasPax: false, travellersCount: 0, expectedGroupSize: { min: 4, max: 15 } })
  })

  it('counts first-timers, trips done and the gender split, other and undisclosed together', () => {
    const booked: BookedTraveller[] = [
      { gender: 'female', firstTrip: true, tripsDone: 0 },
      { gender: 'male', firstTrip: false, tripsDone: 2 },
      { gender: 'undisclosed', firstTrip: false, tripsDone: 5 },
      { gender: 'other', firstTrip: null, tripsDone: null },
    ]
    expect(groupStats(tour, booked, 3)).toMatchObject({
      hasPax: true,
      travellersCount: 4,
      firstTimers: 1,
      tripsDone: 7,
      genders: { female: 1, male: 1, other: 2 },
      interestedCount: 3,
    })
  })

  it('lists the travellers by trips done, then gender, never in booking order', () => {
    const booked: BookedTraveller[] = [
      { gender: 'male', firstTrip: true, tripsDone: 0 },
      { gender: 'female', firstTrip: false, tripsDone: 4 },
      { gender: 'female', firstTrip: true, tripsDone: 0 },
    ]
    expect(groupStats(tour, booked, 0).travellers).toEqual([
      { gender: 'female', firstTrip: false, tripsDone: 4 },
      { gender: 'female', firstTrip: true, tripsDone: 0 },
      { gender: 'male', firstTrip: true, tripsDone: 0 },
    ])
  })

  it('expects the booked travellers plus those still needed, within the places; a confirmed departure expects at least who booked', () => {
    const one: BookedTraveller = { gender: 'male', firstTrip: true, tripsDone: 0 }
    expect(groupStats(tour, Array(9).fill(one), 0).expectedGroupSize).toEqual({ min: 13, max: 15 })
    expect(groupStats({ ...tour, seatsToConfirm: 10 }, Array(9).fill(one), 0).expectedGroupSize).toEqual({ min: 15, max: 15 })
    expect(groupStats({ ...tour, seatsToConfirm: 0 }, Array(9).fill(one), 0).expectedGroupSize).toEqual({ min: 9, max: 15 })
    // More booked than places (an overbooking reported by the bookings system): the group is who is going.
    expect(groupStats({ ...tour, maxGroupSize: 8, seatsToConfirm: 0 }, Array(9).fill(one), 0).expectedGroupSize).toEqual({
      min: 9,
      max: 9,
    })
  })
})

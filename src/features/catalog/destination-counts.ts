import { dayNumber } from './search/load-snapshot'
import type { CatalogSnapshot } from './search/snapshot'
import { TOUR_STATUSES } from './statuses'

const SOLD_OUT = TOUR_STATUSES.indexOf('SOLD_OUT')

export type DestinationCount = { itineraries: number; departures: number }

type Counted = { day: number; byDestination: Map<number, DestinationCount>; departuresOf: Int32Array }

/** Worked out once per snapshot and day: a snapshot never changes, and "upcoming" changes at midnight. */
const memo = new WeakMap<CatalogSnapshot, Counted>()

/**
 * For each country: how many published itineraries go there, and how many of their departures
 * are still to come and not sold out. Also each travel's own count of such departures (by its
 * index in the snapshot), for totals over a set of countries.
 */
export function destinationCounts(snapshot: CatalogSnapshot, today = new Date()): Counted {
  const day = dayNumber(today)
  const known = memo.get(snapshot)
  if (known?.day === day) return known
  const byDestination = new Map<number, DestinationCount>(
    [...snapshot.destinations.keys()].map((id) => [id, { itineraries: 0, departures: 0 }]),
  )
  const departuresOf = new Int32Array(snapshot.travels.length)
  snapshot.travels.forEach((travel, index) => {
    let upcoming = 0
    for (let tour = travel.firstTour; tour < travel.endTour; tour++) {
      if (snapshot.tours.startDay[tour]! >= day && snapshot.tours.status[tour] !== SOLD_OUT) upcoming++
    }
    departuresOf[index] = upcoming
    for (const id of travel.destinationIds) {
      const count = byDestination.get(id)
      if (!count) continue
      count.itineraries++
      count.departures += upcoming
    }
  })
  const counted = { day, byDestination, departuresOf }
  memo.set(snapshot, counted)
  return counted
}

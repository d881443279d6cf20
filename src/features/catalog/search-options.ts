import type { Payload } from 'payload'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { periodLabel, type SearchPeriod } from './periods'
import type { QueryRows } from './search/load-snapshot'
import { catalogSnapshot } from './search/snapshot-store'

/** Periods the bar lists at most: the next 18 months and the named ones among them. */
const MAX_PERIODS = 40

export type SearchOptions = {
  continents: Array<{ id: number; code: string; name: string }>
  /** Every country's name, for a search page's address (which holds only ids) to read as words. */
  destinations: Array<{ id: number; name: string }>
  periods: SearchPeriod[]
}

/**
 * What the search bar offers before anything is typed: the continents and the countries' names (in
 * the edition's language) and the periods that have not ended, in date order; nameless (custom) periods are
 * not choices.
 */
export async function searchOptions(payload: Payload, query: QueryRows, edition: EditionCode, today = new Date()): Promise<SearchOptions> {
  const snapshot = await catalogSnapshot(query)
  const collator = new Intl.Collator(EDITIONS[edition].locale)
  const continents = [...snapshot.continents.values()]
    .map((continent) => ({ id: continent.id, code: continent.code, name: continent.names[edition] ?? continent.code }))
    .sort((a, b) => collator.compare(a.name, b.name))
  const destinations = [...snapshot.destinations.values()]
    .map((destination) => ({ id: destination.id, name: destination.names[edition] ?? destination.isoCodeAlpha3 }))
    .sort((a, b) => collator.compare(a.name, b.name))
  const { docs } = await payload.find({
    collection: 'periods',
    where: {
      endingDate: { greater_than_equal: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())).toISOString() },
    },
    sort: 'startingDate',
    locale: edition,
    limit: MAX_PERIODS,
    depth: 0,
  })
  const periods = docs.flatMap((period) => {
    const label = periodLabel({ type: period.type, name: period.name ?? null, year: period.year })
    return label
      ? [
          {
            id: period.id,
            type: period.type,
            label,
            startingDate: period.startingDate.slice(0, 10),
            endingDate: period.endingDate.slice(0, 10),
          },
        ]
      : []
  })
  return { continents, destinations, periods }
}

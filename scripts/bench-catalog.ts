/**
 * The catalog part of `npm run bench`: builds the large generated catalog in a database of its
 * own on the PostgreSQL server and prints p50/p95 of representative catalog calls, timed in the
 * server process from the parsed request to the response data (no HTTP).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { ensureCatalog } from '../seed/catalog'
import { findTours, findTravels, pageOf, type CatalogAudience } from '../src/features/catalog/catalog'
import { catalogQuery } from '../src/features/catalog/database'
import { filterSchema, type CatalogFilterInput } from '../src/features/catalog/filter-schema'
import { DEFAULT_SEARCH_STATUSES } from '../src/features/catalog/statuses'
import { searchDestinations } from '../src/features/catalog/destination-search'
import { catalogSnapshot } from '../src/features/catalog/search/snapshot-store'
import { defaultEdition } from '../src/editions/edition'
import { topSellers } from '../src/features/catalog/top-sellers'
import { createTestDatabase } from '../tests/support/test-database'

const SIZE = { travels: Number(process.env.BENCH_CATALOG_TRAVELS ?? 10_000), tours: Number(process.env.BENCH_CATALOG_TOURS ?? 200_000) }
const RUNS = Number(process.env.BENCH_CATALOG_RUNS ?? 200)
const WARM_UP = 20
const AUDIENCE: CatalogAudience = { edition: defaultEdition('it'), currency: 'EUR' }

type Report = (name: string, value: number, unit: string) => void

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

async function time(name: string, run: () => Promise<unknown>, report: Report) {
  for (let i = 0; i < WARM_UP; i++) await run()
  const durations: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    durations.push(performance.now() - started)
  }
  durations.sort((a, b) => a - b)
  report(`catalog_${name}_p50`, percentile(durations, 0.5), 'ms')
  report(`catalog_${name}_p95`, percentile(durations, 0.95), 'ms')
}

/** What visitors type in the search bar's where box, one after the other. */
const TYPED = ['pe', 'ital', 'cost ric', 'ma', 'norv', 'giappone', 'a', 'vie']

/**
 * Representative calls: the listing with no filter, a country, a continent in a month, text, price
 * and length, statuses by price, a deep page, departures, top sellers, the where box's search.
 */
function scenarios(payload: Payload, ids: { peru: number; asia: number }) {
  const query = catalogQuery(payload)
  let typed = 0
  const month = new Date()
  month.setUTCMonth(month.getUTCMonth() + 3, 1)
  const dateFrom = month.toISOString().slice(0, 10)
  const dateTo = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).toISOString().slice(0, 10)
  const travels = (body: CatalogFilterInput) => () => pageOf(findTravels, query, filterSchema.parse(body), AUDIENCE)
  const tours = (body: CatalogFilterInput) => () => pageOf(findTours, query, filterSchema.parse(body), AUDIENCE)
  return {
    travels_no_filter: travels({}),
    travels_destination: travels({ destinationId: [ids.peru] }),
    travels_continent_dates: travels({ continentId: [ids.asia], dateFrom, dateTo }),
    travels_text_search: travels({ textSearch: 'peru' }),
    travels_price_duration: travels({ priceFrom: 50_000, priceTo: 150_000, durations: ['MAX_10'] }),
    travels_status_sort_price: travels({ status: ['CONFIRMED', 'ALMOST_FULL'], sort: 'price:asc' }),
    travels_page_50: travels({ page: 50 }),
    tours_search_statuses_by_date: tours({ status: [...DEFAULT_SEARCH_STATUSES], sort: 'date:asc' }),
    tours_sort_price: tours({ sort: 'price:asc', discounted: true }),
    top_sellers: () => topSellers(query, { search: 'ma' }, AUDIENCE.edition.code),
    destination_search: async () =>
      searchDestinations(await catalogSnapshot(query), TYPED[typed++ % TYPED.length]!, AUDIENCE.edition.code, 10),
  }
}

export async function catalogBench(report: Report): Promise<void> {
  const database = await createTestDatabase('postgres', 'bench_catalog')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_JOBS_AUTORUN = '0'
  const [{ getPayload }, { default: config }, { runMigrations }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/lib/database/migrate'),
  ])
  const payload = await getPayload({ config })
  const pool = (payload.db as unknown as PostgresAdapter).pool
  // Dropping the database at the end ends the pool's idle connections: expected, not an error.
  pool.on('error', () => {})
  try {
    await runMigrations(payload)
    const started = Date.now()
    const outcome = await ensureCatalog(payload, SIZE, { replace: true })
    report('catalog_travels', outcome.travels, 'travels')
    report('catalog_tours', outcome.tours, 'tours')
    report('catalog_generate_and_insert', (Date.now() - started) / 1000, 's')
    const peru = await payload.find({ collection: 'destinations', where: { isoCodeAlpha3: { equals: 'PER' } }, limit: 1 })
    const asia = await payload.find({ collection: 'continents', where: { code: { equals: 'asia' } }, limit: 1 })
    const runs = scenarios(payload, { peru: peru.docs[0]!.id, asia: asia.docs[0]!.id })
    globalThis.gc?.()
    const heapBefore = process.memoryUsage().heapUsed
    const loading = performance.now()
    await runs.travels_no_filter()
    report('catalog_snapshot_load', performance.now() - loading, 'ms')
    globalThis.gc?.()
    report('catalog_snapshot_heap', (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024, 'MiB')
    for (const [name, run] of Object.entries(runs)) await time(name, run, report)
  } finally {
    await payload.destroy()
    await database.drop()
  }
}

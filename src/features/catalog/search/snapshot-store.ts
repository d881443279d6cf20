import { onCatalogChanged } from '@/lib/events/catalog-changed'
import { processSingleton } from '@/lib/process/singleton'
import { dayNumber, loadSnapshot, type QueryRows } from './load-snapshot'
import type { CatalogSnapshot } from './snapshot'

/** How often a process asks the database whether another process changed the catalog. */
const REVISION_CHECK_MS = 2_000
/** Deletions elsewhere leave no trace in the revision: a full reload at least this often. */
const MAX_AGE_MS = 10 * 60_000

const REVISION_SQL = `SELECT greatest(${[
  'travels',
  'tours',
  'destinations',
  'continents',
  'badges',
  'travel_styles',
  'travel_types',
  'cost_centers',
  'media',
]
  .map((table) => `(SELECT max(updated_at) FROM "${table}")`)
  .join(', ')})::text AS revision`

type Held = { snapshot: CatalogSnapshot; day: number; revision: string | null; generation: number }

type Store = {
  held: Held | null
  building: Promise<Held> | null
  /** Bumped by every change this process makes; a snapshot built before the bump is stale. */
  generation: number
  checkedAt: number
  /** Whether this process's catalog changes reach the store (one listener, however many bundles load it). */
  listening: boolean
}

/** One store per process: every bundle that loads this module shares one snapshot and hears the same changes. */
const store: Store = processSingleton<Store>('catalog.snapshot', () => ({
  held: null,
  building: null,
  generation: 0,
  checkedAt: 0,
  listening: false,
}))

/** The catalog changed in this process: the next search reads it again. */
export function markCatalogChanged(): void {
  store.generation++
}

// A snapshot can only be held once this module is loaded: from then on, every change this process
// makes to the catalog marks it stale.
if (!store.listening) {
  store.listening = true
  onCatalogChanged(markCatalogChanged)
}

async function readRevision(query: QueryRows): Promise<string | null> {
  const [row] = await query<{ revision: string | null }>(REVISION_SQL)
  return row?.revision ?? null
}

async function build(query: QueryRows): Promise<Held> {
  const startedGeneration = store.generation
  const revision = await readRevision(query)
  const day = dayNumber(new Date())
  // From yesterday on: a snapshot serves the whole day; searches drop departures before today.
  const snapshot = await loadSnapshot(query, day - 1)
  return { snapshot, day, revision, generation: startedGeneration }
}

async function isFresh(current: Held, query: QueryRows): Promise<boolean> {
  if (current.generation !== store.generation) return false
  if (current.day !== dayNumber(new Date()) || Date.now() - current.snapshot.builtAt > MAX_AGE_MS) return false
  if (Date.now() - store.checkedAt < REVISION_CHECK_MS) return true
  store.checkedAt = Date.now()
  return (await readRevision(query)) === current.revision
}

/**
 * The catalog as this process holds it, read again after a change made here, a change another
 * process made (seen within two seconds), a new day, or ten minutes. One read at a time.
 */
export async function catalogSnapshot(query: QueryRows): Promise<CatalogSnapshot> {
  if (store.held && (await isFresh(store.held, query))) return store.held.snapshot
  store.building ??= build(query).finally(() => {
    store.building = null
  })
  store.held = await store.building
  store.checkedAt = Date.now()
  return store.held.snapshot
}

import { dayNumber, loadSnapshot, type QueryRows } from './load-snapshot'
import type { CatalogSnapshot } from './snapshot'

/** How often a process asks the database whether another process changed the catalog. */
const REVISION_CHECK_MS = 2_000
/** Deletions elsewhere leave no trace in the revision: a full reload at least this often. */
const MAX_AGE_MS = 10 * 60_000

const REVISION_SQL = `SELECT greatest(${['travels', 'tours', 'destinations', 'continents', 'badges', 'travel_styles', 'travel_types', 'cost_centers', 'media']
  .map((table) => `(SELECT max(updated_at) FROM "${table}")`)
  .join(', ')})::text AS revision`

type Held = { snapshot: CatalogSnapshot; day: number; revision: string | null; generation: number }

let held: Held | null = null
let building: Promise<Held> | null = null
/** Bumped by every change this process makes; a snapshot built before the bump is stale. */
let generation = 0
let checkedAt = 0

/** Called by the catalog collections' hooks: the next search reads the catalog again. */
export function markCatalogChanged(): void {
  generation++
}

async function readRevision(query: QueryRows): Promise<string | null> {
  const [row] = await query<{ revision: string | null }>(REVISION_SQL)
  return row?.revision ?? null
}

async function build(query: QueryRows): Promise<Held> {
  const startedGeneration = generation
  const revision = await readRevision(query)
  const day = dayNumber(new Date())
  // From yesterday on: a snapshot serves the whole day; searches drop departures before today.
  const snapshot = await loadSnapshot(query, day - 1)
  return { snapshot, day, revision, generation: startedGeneration }
}

async function isFresh(current: Held, query: QueryRows): Promise<boolean> {
  if (current.generation !== generation) return false
  if (current.day !== dayNumber(new Date()) || Date.now() - current.snapshot.builtAt > MAX_AGE_MS) return false
  if (Date.now() - checkedAt < REVISION_CHECK_MS) return true
  checkedAt = Date.now()
  return (await readRevision(query)) === current.revision
}

/**
 * The catalog as this process holds it, read again after a change made here, a change another
 * process made (seen within two seconds), a new day, or ten minutes. One read at a time.
 */
export async function catalogSnapshot(query: QueryRows): Promise<CatalogSnapshot> {
  if (held && (await isFresh(held, query))) return held.snapshot
  building ??= build(query).finally(() => {
    building = null
  })
  held = await building
  checkedAt = Date.now()
  return held.snapshot
}

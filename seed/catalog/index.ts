import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { portraitAlt, portraitSvg } from '../portraits'
import { sceneSvg } from '../scenes/draw'
import { planPictures } from '../scenes/plan'
import { ensureSeedPictures } from '../scenes/upload'
import { generateCatalog } from './generate'
import type { CatalogSize, GeneratedCatalog } from './types'
import { writeCatalog, type CatalogPictures } from './write'

/** The catalog tables, parents first (TRUNCATE ... CASCADE takes their locale, array and relation tables). */
const CATALOG_TABLES = [
  'reviews',
  'tours',
  'travels',
  'destinations',
  'continents',
  'badges',
  'travel_styles',
  'travel_types',
  'cost_centers',
  'periods',
  'coordinators',
]

/** The catalog's pictures (a cover per country, scenes per continent, a portrait per coordinator), drawn locally and stored once. */
async function ensurePictures(payload: Payload, catalog: GeneratedCatalog): Promise<CatalogPictures> {
  const plan = planPictures(catalog)
  const portraitKey = (slug: string) => `portrait-${slug.replace(/\//g, '-')}`
  const { ids } = await ensureSeedPictures(payload, [
    ...plan.pictures.map((picture) => ({
      key: picture.key,
      alt: picture.alt,
      draw: () => Buffer.from(sceneSvg(picture.spec)),
    })),
    ...catalog.coordinators.map((coordinator) => ({
      key: portraitKey(coordinator.slug),
      alt: portraitAlt(coordinator.name),
      draw: () => portraitSvg(coordinator.name),
    })),
  ])
  const id = (key: string) => ids.get(key)!
  return {
    covers: new Map([...plan.covers].map(([destination, key]) => [destination, id(key)])),
    galleries: new Map([...plan.galleries].map(([travel, keys]) => [travel, keys.map(id)])),
    portraits: new Map(catalog.coordinators.map((coordinator) => [coordinator.id, id(portraitKey(coordinator.slug))])),
  }
}

export type CatalogOutcome = { created: boolean; travels: number; tours: number; destinations: number }

/**
 * Fills an empty catalog with a generated one (`npm run seed`; `replace` first empties it, for
 * the benchmark's large catalog). A catalog with travels already is left alone: editors own it.
 */
export async function ensureCatalog(payload: Payload, size: CatalogSize, options: { replace?: boolean } = {}): Promise<CatalogOutcome> {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const { totalDocs } = await payload.count({ collection: 'travels', overrideAccess: true })
  if (totalDocs > 0 && !options.replace) return { created: false, travels: totalDocs, tours: 0, destinations: 0 }
  const catalog = generateCatalog(size)
  const pictures = await ensurePictures(payload, catalog)
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    if (options.replace) await client.query(`TRUNCATE ${CATALOG_TABLES.map((table) => `"${table}"`).join(', ')} CASCADE`)
    await writeCatalog(client, catalog, pictures)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
  // Fresh statistics, so the first queries already get good plans; VACUUM also merges the text indexes' pending entries, which bulk inserts leave for later.
  await pool.query(
    `VACUUM ANALYZE ${CATALOG_TABLES.map((table) => `"${table}"`).join(', ')}, "travels_locales", "travels_rels", "destinations_locales"`,
  )
  return { created: true, travels: catalog.travels.length, tours: catalog.tours.length, destinations: catalog.destinations.length }
}

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { context } from '../context'
import { landscape } from '../images'
import { PICTURES } from '../pictures'
import { generateCatalog } from './generate'
import { PICTURES_PER_CONTINENT } from './travels'
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

/** Travel pictures, a few per continent, drawn locally and uploaded once. */
async function ensurePictures(payload: Payload, catalog: GeneratedCatalog): Promise<CatalogPictures> {
  const pictures: CatalogPictures = new Map()
  for (const continent of catalog.continents) {
    const { palette, alt } = PICTURES[continent.code]
    const ids: number[] = []
    for (let index = 0; index < PICTURES_PER_CONTINENT; index++) {
      const filename = `catalog-${continent.code}-${index + 1}`
      const existing = await payload.find({ collection: 'media', where: { filename: { like: filename } }, limit: 1, depth: 0 })
      if (existing.docs[0]) {
        ids.push(existing.docs[0].id)
        continue
      }
      const data = await landscape(palette, index * 7 + continent.id, 1200, 800)
      const media = await payload.create({
        collection: 'media',
        data: { alt },
        file: { data, mimetype: 'image/jpeg', name: `${filename}.jpg`, size: data.length },
        context,
      })
      ids.push(media.id)
    }
    pictures.set(continent.id, ids)
  }
  return pictures
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

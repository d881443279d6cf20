import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { EDITION_CODES, EDITIONS } from '../../src/editions/editions'
import type { Localized } from '../content/types'
import { writeMediaFiles, type MediaFiles } from './media-files'

/** A picture the seed needs, drawn (SVG, or any image sharp reads) only when no media document has its name yet. */
export type SeedPicture = { key: string; alt: Localized; draw: () => Promise<Buffer> | Buffer }

/** Pictures drawn and encoded at once: sharp works on its own threads. */
const PARALLEL = 4

/**
 * Makes sure every picture exists as one media document (found by its file name, so a second
 * seed uploads nothing) with its alternative text in every edition's language. Gives key -> id.
 * New pictures are written the way the CMS writes an upload (files in its folder, one row each),
 * in one statement: through the CMS, each upload cost three times the drawing and encoding.
 */
export async function ensureSeedPictures(
  payload: Payload,
  pictures: SeedPicture[],
): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = await existingPictures(payload, pictures)
  const missing = pictures.filter((picture) => !ids.has(picture.key))
  if (missing.length === 0) return { ids, created: 0 }
  const directory = payload.collections.media.config.upload.staticDir
  if (!directory) throw new Error('The media collection has no upload folder to write the seed pictures to')
  const written: MediaFiles[] = new Array(missing.length)
  let next = 0
  const work = async () => {
    for (let index = next++; index < missing.length; index = next++) {
      written[index] = await writeMediaFiles(directory, missing[index]!.key, await missing[index]!.draw())
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, work))
  const created = await insertMedia(
    payload,
    missing.map((picture, index) => ({ alt: picture.alt, files: written[index]! })),
  )
  missing.forEach((picture, index) => ids.set(picture.key, created[index]!))
  return { ids, created: missing.length }
}

/** The pictures a previous seed made, by key: the CMS may have stored `key.webp` or, with its name taken, `key-1.webp`. */
async function existingPictures(payload: Payload, pictures: SeedPicture[]): Promise<Map<string, number>> {
  const prefixes = [...new Set(pictures.map((picture) => picture.key.split('-')[0]!))]
  const existing = await payload.find({
    collection: 'media',
    where: { or: prefixes.map((prefix) => ({ filename: { like: `${prefix}-` } })) },
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  const byKey = new Map<string, number>()
  const bases = existing.docs.map((doc) => [doc.filename?.replace(/\.[a-z]+$/, '') ?? '', doc.id] as const)
  for (const [base, id] of bases) if (!byKey.has(base)) byKey.set(base, id)
  for (const [base, id] of bases) if (!byKey.has(base.replace(/-\d+$/, ''))) byKey.set(base.replace(/-\d+$/, ''), id)
  const ids = new Map<string, number>()
  for (const picture of pictures) if (byKey.has(picture.key)) ids.set(picture.key, byKey.get(picture.key)!)
  return ids
}

const SIZE_NAMES = ['thumbnail', 'card', 'hero'] as const
const fileUrl = (filename: string) => `/api/media/file/${filename}`

/** One row per picture, with the columns the CMS fills on upload, and its text per edition; gives the new ids in order. */
async function insertMedia(payload: Payload, rows: Array<{ alt: Localized; files: MediaFiles }>): Promise<number[]> {
  const columns = ['alt', 'url', 'filename', 'mime_type', 'filesize', 'width', 'height', 'focal_x', 'focal_y']
  for (const size of SIZE_NAMES)
    columns.push(...['url', 'width', 'height', 'mime_type', 'filesize', 'filename'].map((column) => `sizes_${size}_${column}`))
  const values: unknown[] = []
  const tuples = rows.map(({ alt, files }) => {
    const { original, sizes } = files
    // The text for every edition is English; each edition's own language goes in its locale row.
    const row: unknown[] = [
      alt.en,
      fileUrl(original.filename),
      original.filename,
      'image/webp',
      original.filesize,
      original.width,
      original.height,
      50,
      50,
    ]
    for (const name of SIZE_NAMES) {
      const size = sizes[name]
      row.push(
        ...(size
          ? [fileUrl(size.filename), size.width, size.height, 'image/webp', size.filesize, size.filename]
          : [null, null, null, null, null, null]),
      )
    }
    return `(${row.map((value) => `$${values.push(value)}`).join(', ')}, now(), now())`
  })
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO "media" (${columns.map((column) => `"${column}"`).join(', ')}, "created_at", "updated_at") VALUES ${tuples.join(', ')} RETURNING "id"`,
      values,
    )
    const ids = inserted.rows.map((row) => row.id)
    const localeValues: unknown[] = []
    const localeRows = rows.flatMap(({ alt }, index) =>
      EDITION_CODES.map(
        (edition) =>
          `($${localeValues.push(alt[EDITIONS[edition].language])}, $${localeValues.push(edition)}, $${localeValues.push(ids[index])})`,
      ),
    )
    await client.query(
      `INSERT INTO "media_locales" ("localized_alt", "_locale", "_parent_id") VALUES ${localeRows.join(', ')}`,
      localeValues,
    )
    await client.query('COMMIT')
    return ids
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}

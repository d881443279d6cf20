import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { EDITION_CODES, EDITIONS } from '../../src/editions/editions'
import { context } from '../context'
import type { Localized } from '../content/types'

/** A picture the seed needs: drawn only when no media document has its file name yet. */
export type SeedPicture = { key: string; alt: Localized; draw: () => Promise<Buffer>; format: 'jpg' | 'png' }

/** Uploads at once: drawing and resizing use sharp's threads while the database writes the previous one. */
const PARALLEL_UPLOADS = 3

/**
 * Makes sure every picture exists as one media document (found by its file name, so a second
 * seed uploads nothing) with its alternative text in every edition's language. Gives key -> id.
 */
export async function ensureSeedPictures(
  payload: Payload,
  pictures: SeedPicture[],
): Promise<{ ids: Map<string, number>; created: number }> {
  const filename = (picture: SeedPicture) => `${picture.key}.${picture.format}`
  // The stored name may differ: the CMS stores WebP, and renames a file whose name is taken on disk.
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
  // Exact names first, then names with the CMS's `-1`, `-2` suffix.
  for (const [base, id] of bases) if (!byKey.has(base)) byKey.set(base, id)
  for (const [base, id] of bases) if (!byKey.has(base.replace(/-\d+$/, ''))) byKey.set(base.replace(/-\d+$/, ''), id)
  const ids = new Map<string, number>()
  for (const picture of pictures) if (byKey.has(picture.key)) ids.set(picture.key, byKey.get(picture.key)!)
  const missing = pictures.filter((picture) => !ids.has(picture.key))
  const queue = [...missing]
  const upload = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      const data = await picture.draw()
      const media = await payload.create({
        collection: 'media',
        // The text for every edition is English; each edition's own language follows below.
        data: { alt: picture.alt.en },
        file: { data, mimetype: picture.format === 'png' ? 'image/png' : 'image/jpeg', name: filename(picture), size: data.length },
        context,
      })
      ids.set(picture.key, media.id)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, upload))
  await writeEditionAlts(
    payload,
    missing.map((picture) => [ids.get(picture.key)!, picture.alt]),
  )
  return { ids, created: missing.length }
}

/** One statement for all new pictures and editions (an update per edition and picture would be hundreds of CMS writes). */
async function writeEditionAlts(payload: Payload, entries: Array<[number, Localized]>): Promise<void> {
  if (entries.length === 0) return
  const values: unknown[] = []
  const rows = entries.flatMap(([id, alt]) =>
    EDITION_CODES.map((edition) => {
      values.push(alt[EDITIONS[edition].language], edition, id)
      return `($${values.length - 2}, $${values.length - 1}, $${values.length})`
    }),
  )
  const pool = (payload.db as unknown as PostgresAdapter).pool
  await pool.query(
    `INSERT INTO "media_locales" ("localized_alt", "_locale", "_parent_id") VALUES ${rows.join(', ')}
     ON CONFLICT ("_locale", "_parent_id") DO UPDATE SET "localized_alt" = EXCLUDED."localized_alt"`,
    values,
  )
}

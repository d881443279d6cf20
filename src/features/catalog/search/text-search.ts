import type { EditionCode } from '@/editions/editions'
import { prefixQuery } from '../search-text'
import type { QueryRows } from './load-snapshot'

const DOCUMENT = `to_tsvector('simple', coalesce(search_text, ''))`

/**
 * Travels whose title, or one of whose countries, holds every word of the text in the edition's
 * language (word prefixes, accents and case ignored), with a rank: title matches weigh double.
 * Postgres full-text search over the indexed accent-free copies (`searchText` fields).
 */
export async function matchTravelText(query: QueryRows, text: string, edition: EditionCode): Promise<Map<number, number>> {
  const tsquery = prefixQuery(text)
  if (tsquery === null) return new Map()
  const rows = await query<{ id: number; rank: number }>(
    `SELECT id, max(rank)::float8 AS rank FROM (
       SELECT l._parent_id AS id, 2 * ts_rank(${DOCUMENT}, q) AS rank
         FROM travels_locales l, to_tsquery('simple', $1) q
         WHERE l._locale = $2 AND ${DOCUMENT} @@ q
       UNION ALL
       SELECT r.parent_id AS id, ts_rank(${DOCUMENT}, q) AS rank
         FROM destinations_locales d JOIN travels_rels r ON r.destinations_id = d._parent_id AND r.path = 'destinations', to_tsquery('simple', $1) q
         WHERE d._locale = $2 AND ${DOCUMENT} @@ q
     ) matches GROUP BY id`,
    [tsquery, edition],
  )
  return new Map(rows.map((row) => [row.id, row.rank]))
}

/** Countries whose name in the edition's language holds every word of the text (prefixes). */
export async function matchDestinationText(query: QueryRows, text: string, edition: EditionCode): Promise<Set<number>> {
  const tsquery = prefixQuery(text)
  if (tsquery === null) return new Set()
  const rows = await query<{ id: number }>(
    `SELECT d._parent_id AS id FROM destinations_locales d, to_tsquery('simple', $1) q WHERE d._locale = $2 AND ${DOCUMENT} @@ q`,
    [tsquery, edition],
  )
  return new Set(rows.map((row) => row.id))
}

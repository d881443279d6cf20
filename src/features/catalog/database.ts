import type { Payload } from 'payload'
import { sqlRows } from '@/lib/database/sql'
import type { QueryRows } from './search/load-snapshot'

/** SQL on the CMS's own connection pool: the catalog's searches read the tables Payload writes. */
export function catalogQuery(payload: Payload): QueryRows {
  return sqlRows(payload)
}

import { cache } from 'react'
import { cached } from '@/lib/cache/cached'
import { shellDataTag } from '@/lib/cache/shell-data-tag'
import { cms } from '@/lib/cms/instance'
import type { Edition } from './edition'
import type { EditionCode } from './editions'
import { readEditions } from './read-editions'

/**
 * All seven `Edition` values, kept in the data cache until an edition save expires the shell
 * data's tag, and built once per page render. A page render declares that tag
 * (runtime/load-route-page.ts), so an edition save re-renders its pages. Code the CMS config
 * loads (hooks, jobs) reads with its own `payload` (`readEditions`) instead.
 */
export const loadEditions = cache(async (): Promise<Edition[]> =>
  cached(['editions'], [shellDataTag], async () => readEditions(await cms())),
)

/** The `Edition` value of one edition, built once per request. */
export async function loadEdition(code: EditionCode): Promise<Edition> {
  return (await loadEditions()).find((edition) => edition.code === code)!
}

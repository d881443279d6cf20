import { cache } from 'react'
import { cms } from '@/lib/cms/instance'
import type { Edition } from './edition'
import type { EditionCode } from './editions'
import { readEditions } from './read-editions'

/**
 * All seven `Edition` values, read and built once per request (a page render, a site API call).
 * A page render declares the layout tag it depends on (runtime/load-route-page.ts), so an edition
 * save re-renders its pages. Code the CMS config loads (hooks, jobs) reads with its own
 * `payload` (`readEditions`) instead.
 */
export const loadEditions = cache(async (): Promise<Edition[]> => readEditions(await cms()))

/** The `Edition` value of one edition, built once per request. */
export async function loadEdition(code: EditionCode): Promise<Edition> {
  return (await loadEditions()).find((edition) => edition.code === code)!
}

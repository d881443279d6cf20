import { headers } from 'next/headers'
import { DEFAULT_EDITION, isEditionCode, type EditionCode } from '@/editions/editions'

/** Header the proxy sets on every page request: the edition its path (or host) belongs to. */
export const EDITION_HEADER = 'x-edition'

/** The edition of the current page request, for places that get no route params (404 page). */
export async function currentEdition(): Promise<EditionCode> {
  const value = (await headers()).get(EDITION_HEADER)
  return isEditionCode(value) ? value : DEFAULT_EDITION
}

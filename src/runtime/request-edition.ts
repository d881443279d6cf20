import { headers } from 'next/headers'
import { EDITION_HEADER } from '@/editions/edition-header'
import { DEFAULT_EDITION, isEditionCode, type EditionCode } from '@/editions/editions'

/** The edition of the current page request, for places that get no route params (404 page). */
export async function currentEdition(): Promise<EditionCode> {
  const value = (await headers()).get(EDITION_HEADER)
  return isEditionCode(value) ? value : DEFAULT_EDITION
}

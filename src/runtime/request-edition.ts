import { getLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { DEFAULT_EDITION, editionForLocale, EDITIONS, type EditionCode } from '@/editions/editions'
import { matchRoute } from '@/editions/match-route'
import { SITE_PATH_HEADER } from '@/editions/site-path-header'
import { shellVariant } from './shell-variant'

/** The edition of the current page request, for places that get no route params (404 page). */
export async function currentEdition(): Promise<EditionCode> {
  return editionForLocale(await getLocale()) ?? DEFAULT_EDITION
}

/** Whether the visitor asked for a page of the events area (its 404 leads back to the events). */
export async function isEventRequest(edition: EditionCode): Promise<boolean> {
  const path = (await headers()).get(SITE_PATH_HEADER) ?? ''
  const segments = path.split('/').filter(Boolean).slice(1).map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
  const match = matchRoute(EDITIONS[edition].language, segments)
  return match ? shellVariant({ hideLayout: false, layout: 'default' }, match.name) === 'events' : false
}

import type { RoutedEdition } from './edition'
import { isEditionCode, DEFAULT_EDITION, type EditionCode } from './editions'
import { href, slugHref } from './href'
import { isRouteName } from './route-names'

/** The fields of a page document that decide its address. */
export type PageAddress = { routingKey?: string | null; slug?: string | null }

/**
 * The public path of a page in an edition: its route's localized path when it has a routing
 * key, else its slug. `''` when it has neither (or its route needs parameters).
 */
export function pagePath(page: PageAddress, edition: RoutedEdition): string {
  if (page.routingKey && isRouteName(page.routingKey)) return href(page.routingKey, {}, edition)
  if (page.slug) return slugHref(page.slug, edition.code)
  return ''
}

export function editionFromLocale(locale: unknown): EditionCode {
  const code = typeof locale === 'object' && locale && 'code' in locale ? (locale as { code: unknown }).code : locale
  return isEditionCode(code) ? code : DEFAULT_EDITION
}

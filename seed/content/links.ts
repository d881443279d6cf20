import { PATHS_BY_LANGUAGE } from '../../src/editions/route-paths'
import type { LinkableRoute, SeedEdition, SeedLanguage } from './types'

/** Values of the CMS link field group (src/collections/fields/link.ts). */
export const routeLink = (route: LinkableRoute) => ({ kind: 'route' as const, route })

export const urlLink = (url: string, newTab = false) => ({ kind: 'url' as const, url, newTab })

/** The edition's search page filtered by a text, e.g. `/it/cerca?textSearch=Giappone`. */
export function searchUrl(edition: SeedEdition, language: SeedLanguage, text: string): string {
  return `/${edition}${PATHS_BY_LANGUAGE[language].search}?textSearch=${encodeURIComponent(text)}`
}

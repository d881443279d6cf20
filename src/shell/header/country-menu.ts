import type { EditionCode } from '@/editions/editions'
import { href } from '@/editions/href'
import type { Edition } from '@/editions/edition'
import type { CountryMenuEntry } from '@/shell/modals/country-links'

/** The editions the country menu never lists (the US market is left out). */
export const EXCLUDED_FROM_COUNTRY_MENU: readonly EditionCode[] = ['us']

/**
 * The country menu of an edition's pages: every enabled market but the US, the current one first,
 * each with its home page and, for another edition on a host of its own, that host. The page's
 * own counterpart in each edition is added in the browser (`countryHref`).
 */
export function countryMenu(
  editions: readonly Edition[],
  current: EditionCode,
  hostOf: (edition: Edition) => string | null,
  protocol = 'https:',
): CountryMenuEntry[] {
  return editions
    .filter((edition) => !EXCLUDED_FROM_COUNTRY_MENU.includes(edition.code) && (!edition.disabled || edition.code === current))
    .map((edition) => {
      const host = edition.code === current ? null : hostOf(edition)
      return {
        code: edition.code,
        label: edition.languageLabel,
        description: edition.communityMessage,
        isCurrent: edition.code === current,
        country: edition.countryCode,
        icon: edition.icon,
        home: href('index', {}, edition),
        origin: host ? `${protocol}//${host}` : null,
      }
    })
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent))
}

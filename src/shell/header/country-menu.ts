import type { EditionCode } from '@/editions/editions'
import { href } from '@/editions/href'
import type { Edition } from '@/editions/edition'

/** The editions the country menu never lists (the US market is left out). */
export const EXCLUDED_FROM_COUNTRY_MENU: readonly EditionCode[] = ['us']

export type CountryMenuEntry = {
  code: EditionCode
  label: string
  description: string | null
  isCurrent: boolean
  country: string
  icon: string
  href: string
}

/**
 * The country menu: every enabled market but the US, the current one first;
 * each links to this page's counterpart there (the same route, its path and slug in that
 * edition), else that edition's home; on the edition's own host when it has one.
 */
export function countryMenu(
  editions: readonly Edition[],
  current: EditionCode,
  counterparts: Partial<Record<EditionCode, string | null>>,
  hostOf: (edition: Edition) => string | null,
  protocol = 'https:',
): CountryMenuEntry[] {
  return editions
    .filter((edition) => !EXCLUDED_FROM_COUNTRY_MENU.includes(edition.code) && (!edition.disabled || edition.code === current))
    .map((edition) => {
      const path = counterparts[edition.code] || href('index', {}, edition)
      const host = edition.code === current ? null : hostOf(edition)
      return {
        code: edition.code,
        label: edition.languageLabel,
        description: edition.communityMessage,
        isCurrent: edition.code === current,
        country: edition.countryCode,
        icon: edition.icon,
        href: host ? `${protocol}//${host}${path}` : path,
      }
    })
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent))
}

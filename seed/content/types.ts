import type { LINKABLE_ROUTES } from '../../src/collections/fields/link'
import type { EditionCode, Language } from '../../src/editions/editions'
import type { FIXED_ROUTE_NAMES } from '../../src/editions/route-names'

export type FixedRouteName = (typeof FIXED_ROUTE_NAMES)[number]
/** Every language an edition is written in: the seed has copy for all of them. */
export type SeedLanguage = Language
export const LANGUAGES: readonly SeedLanguage[] = ['it', 'es', 'fr', 'de', 'en']
export type SeedEdition = EditionCode
/** Routes a CMS link field can point at (src/collections/fields/link.ts). */
export type LinkableRoute = (typeof LINKABLE_ROUTES)[number]

/** Text in each seeded language. */
export type Localized<T = string> = Record<SeedLanguage, T>

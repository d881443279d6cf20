import type { FIXED_ROUTE_NAMES } from '../../src/editions/route-names'

export type FixedRouteName = (typeof FIXED_ROUTE_NAMES)[number]
export type SeedLanguage = 'it' | 'en'

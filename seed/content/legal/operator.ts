import { BRAND_NAME } from '../../../src/lib/brand'

/** The company that runs the site and organises the package travel: one record for every legal page. */
export const OPERATOR = {
  company: `${BRAND_NAME} Group Travel S.r.l.`,
  street: 'Via Giovanni Battista Pirelli 12',
  city: '20124 Milano',
  vat: 'IT11864520967',
} as const

/** The day the legal pages were last revised (ISO date, shown localized). */
export const LEGAL_UPDATED = '2026-11-02'

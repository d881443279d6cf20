import type { EditionCode } from './editions'

/** Wall-clock zone of each edition, for dates next-intl formats. */
const TIME_ZONES: Record<EditionCode, string> = {
  it: 'Europe/Rome',
  es: 'Europe/Madrid',
  fr: 'Europe/Paris',
  de: 'Europe/Berlin',
  en: 'Europe/London',
  us: 'America/New_York',
  intl: 'UTC',
}

export const timeZoneOf = (edition: EditionCode): string => TIME_ZONES[edition]

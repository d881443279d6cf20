import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { DEFAULT_EDITION, editionForLocale, EDITIONS, type EditionCode } from './editions'
import { messagesFor } from './messages'
import { routing } from './routing'

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

/** next-intl's per-request configuration: the edition's locale, its messages and time zone. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : EDITIONS[DEFAULT_EDITION].locale
  const edition = editionForLocale(locale) ?? DEFAULT_EDITION
  return { locale, messages: messagesFor(edition), timeZone: TIME_ZONES[edition] }
})

import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { DEFAULT_EDITION, editionForLocale, EDITIONS } from './editions'
import { messagesFor } from './messages'
import { routing } from './routing'
import { timeZoneOf } from './time-zones'

/** next-intl's per-request configuration: the edition's locale, its messages and time zone. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : EDITIONS[DEFAULT_EDITION].locale
  const edition = editionForLocale(locale) ?? DEFAULT_EDITION
  return { locale, messages: messagesFor(edition), timeZone: timeZoneOf(edition) }
})

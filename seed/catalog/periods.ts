import type { Localized } from '../content/types'
import { LANGUAGES } from './travels'
import type { GeneratedPeriod } from './types'

const MONTHS_AHEAD = 18
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

function monthName(month: Date): Localized {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const name = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(month)
      return [language, name.charAt(0).toLocaleUpperCase(language) + name.slice(1)]
    }),
  ) as Localized
}

/** The "when" choices: the next 18 months, the coming summer and New Year's Eve. */
export function generatePeriods(anchor: Date): GeneratedPeriod[] {
  const months: GeneratedPeriod[] = Array.from({ length: MONTHS_AHEAD }, (_, offset) => {
    const start = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + offset, 1))
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0))
    return { type: 'month', name: monthName(start), year: start.getUTCFullYear(), startingDate: isoDay(start), endingDate: isoDay(end) }
  })
  const summerYear = anchor.getUTCMonth() > 7 ? anchor.getUTCFullYear() + 1 : anchor.getUTCFullYear()
  const newYear = anchor.getUTCFullYear()
  return [
    ...months,
    {
      type: 'period',
      name: { it: 'Estate', es: 'Verano', fr: 'Été', de: 'Sommer', en: 'Summer' },
      year: summerYear,
      startingDate: `${summerYear}-06-21`,
      endingDate: `${summerYear}-09-21`,
    },
    {
      type: 'event',
      name: { it: 'Capodanno', es: 'Nochevieja', fr: 'Nouvel An', de: 'Silvester', en: 'New Year’s Eve' },
      year: newYear,
      startingDate: `${newYear}-12-27`,
      endingDate: `${newYear + 1}-01-02`,
    },
  ]
}

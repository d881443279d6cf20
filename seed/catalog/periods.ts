import type { Localized } from '../content/types'
import { LANGUAGES } from '../content/types'
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

/** The astronomical seasons: first and last day (`MM-DD`); winter ends in the next year. */
const SEASONS: ReadonlyArray<{ name: Localized; start: string; end: string }> = [
  { name: { it: 'Primavera', es: 'Primavera', fr: 'Printemps', de: 'Frühling', en: 'Spring' }, start: '03-20', end: '06-20' },
  { name: { it: 'Estate', es: 'Verano', fr: 'Été', de: 'Sommer', en: 'Summer' }, start: '06-21', end: '09-21' },
  { name: { it: 'Autunno', es: 'Otoño', fr: 'Automne', de: 'Herbst', en: 'Autumn' }, start: '09-22', end: '12-20' },
  { name: { it: 'Inverno', es: 'Invierno', fr: 'Hiver', de: 'Winter', en: 'Winter' }, start: '12-21', end: '03-19' },
]

/** Each season's next one not yet over on the anchor's day (a winter begun the year before, until it ends). */
function comingSeasons(anchor: Date): GeneratedPeriod[] {
  const today = isoDay(anchor)
  const year = anchor.getUTCFullYear()
  return SEASONS.map(({ name, start, end }): GeneratedPeriod => {
    const season = (from: number) => ({
      year: from,
      startingDate: `${from}-${start}`,
      endingDate: `${end < start ? from + 1 : from}-${end}`,
    })
    const coming = [season(year - 1), season(year), season(year + 1)].find((candidate) => candidate.endingDate >= today)!
    return { type: 'period', name, ...coming }
  })
}

/** The "when" choices: the next 18 months, the coming spring, summer, autumn and winter, and New Year's Eve. */
export function generatePeriods(anchor: Date): GeneratedPeriod[] {
  const months: GeneratedPeriod[] = Array.from({ length: MONTHS_AHEAD }, (_, offset) => {
    const start = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + offset, 1))
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0))
    return { type: 'month', name: monthName(start), year: start.getUTCFullYear(), startingDate: isoDay(start), endingDate: isoDay(end) }
  })
  const newYear = anchor.getUTCFullYear()
  return [
    ...months,
    ...comingSeasons(anchor),
    {
      type: 'event',
      name: { it: 'Capodanno', es: 'Nochevieja', fr: 'Nouvel An', de: 'Silvester', en: 'New Year’s Eve' },
      year: newYear,
      startingDate: `${newYear}-12-27`,
      endingDate: `${newYear + 1}-01-02`,
    },
  ]
}

import { describe, expect, it } from 'vitest'
import { generatePeriods } from '../../../seed/catalog/periods'
import type { GeneratedPeriod } from '../../../seed/catalog/types'

const seasons = (anchor: string) =>
  Object.fromEntries(
    generatePeriods(new Date(anchor))
      .filter((period) => period.type === 'period')
      .map((period) => [period.name!.en, `${period.startingDate}..${period.endingDate}`]),
  )

describe('the generated periods', () => {
  it('are the next 18 months, the four seasons and New Year’s Eve, each named in the five languages', () => {
    const periods = generatePeriods(new Date('2027-03-01'))
    const count = (type: GeneratedPeriod['type']) => periods.filter((period) => period.type === type).length
    expect([count('month'), count('period'), count('event'), periods.length]).toEqual([18, 4, 1, 23])
    for (const period of periods) expect(Object.keys(period.name!).sort()).toEqual(['de', 'en', 'es', 'fr', 'it'])
    expect(periods.find((period) => period.type === 'period' && period.name!.en === 'Autumn')!.name).toEqual({
      it: 'Autunno',
      es: 'Otoño',
      fr: 'Automne',
      de: 'Herbst',
      en: 'Autumn',
    })
  })

  it('give each season’s astronomical days, the next one not yet over on the anchor’s day', () => {
    expect(seasons('2027-03-01')).toEqual({
      Spring: '2027-03-20..2027-06-20',
      Summer: '2027-06-21..2027-09-21',
      Autumn: '2027-09-22..2027-12-20',
      Winter: '2026-12-21..2027-03-19',
    })
    expect(seasons('2027-04-01')).toMatchObject({ Spring: '2027-03-20..2027-06-20', Winter: '2027-12-21..2028-03-19' })
    expect(seasons('2027-07-01')).toMatchObject({ Spring: '2028-03-20..2028-06-20', Summer: '2027-06-21..2027-09-21' })
    expect(seasons('2027-10-01')).toEqual({
      Spring: '2028-03-20..2028-06-20',
      Summer: '2028-06-21..2028-09-21',
      Autumn: '2027-09-22..2027-12-20',
      Winter: '2027-12-21..2028-03-19',
    })
  })
})

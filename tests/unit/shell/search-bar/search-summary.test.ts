import { describe, expect, it } from 'vitest'
import { summaryDates, whenSummary, whereSummary } from '@/shell/search-bar/search-summary'
import { ANY_TIME, pickRange, togglePeriod } from '@/shell/search-bar/when-selection'
import { NO_WHERE, pickDestination, toggleContinent, typeWhere } from '@/shell/search-bar/where-selection'

const continents = [{ id: 2, name: 'Asia' }]
const august = { id: 3, label: 'Agosto 2027', startingDate: '2027-08-01', endingDate: '2027-08-31' }
const summer = { id: 5, label: 'Estate', startingDate: '2027-06-21', endingDate: '2027-09-21' }
const periods = [august, summer]
const words = { anyDate: 'Qualsiasi data', day: (day: string) => day.slice(5) }

describe('a folded section’s header says what it holds', () => {
  it('where: the continent, the destination, the typed text, or anywhere', () => {
    expect(whereSummary(toggleContinent(NO_WHERE, 2), continents, 'Ovunque')).toBe('Asia')
    expect(whereSummary(pickDestination(NO_WHERE, { id: 7, name: 'Perù' }), continents, 'Ovunque')).toBe('Perù')
    expect(whereSummary(typeWhere(NO_WHERE, ' mare '), continents, 'Ovunque')).toBe('mare')
    expect(whereSummary(NO_WHERE, continents, 'Ovunque')).toBe('Ovunque')
  })

  it('when: the periods in date order, the days picked, or any date', () => {
    expect(whenSummary(togglePeriod(ANY_TIME, august), periods, words)).toBe('Agosto 2027')
    expect(whenSummary(togglePeriod(togglePeriod(ANY_TIME, august), summer), periods, words)).toBe('Estate, Agosto 2027')
    // Read back from an address: a period the bar does not list reads as its days.
    const read = { periods: [{ start: '2027-10-03', end: '2027-10-09' }, ...togglePeriod(ANY_TIME, august).periods], range: ANY_TIME.range }
    expect(whenSummary(read, periods, words)).toBe('Agosto 2027, 10-03 – 10-09')
    expect(whenSummary(pickRange({ start: '2027-03-04', end: '2027-03-12' }), periods, words)).toBe('03-04 – 03-12')
    expect(whenSummary(pickRange({ start: '2027-03-04', end: null }), periods, words)).toBe('03-04')
    expect(whenSummary(ANY_TIME, periods, words)).toBe('Qualsiasi data')
  })

  it('a search page’s dates: short, in the edition’s language', () => {
    expect(summaryDates(pickRange({ start: '2027-05-03', end: '2027-05-12' }), 'it-IT', 'Qualsiasi data')).toMatch(
      /^0?3\s?–\s?12 mag 2027$/,
    )
    expect(summaryDates(pickRange({ start: '2027-05-03', end: null }), 'de-DE', 'Jederzeit')).toBe('3. Mai 2027')
    expect(summaryDates(ANY_TIME, 'it-IT', 'Qualsiasi data')).toBe('Qualsiasi data')
  })

  it('a search page’s periods: in date order, a whole month by its name, any other by its days', () => {
    const december = { startingDate: '2027-12-01', endingDate: '2027-12-31' }
    const when = [december, august, summer].reduce(togglePeriod, ANY_TIME)
    expect(summaryDates(when, 'it-IT', 'Qualsiasi data')).toMatch(/^21\s?giu\s?–\s?21\s?set 2027, ago 2027, dic 2027$/)
    expect(summaryDates(togglePeriod(ANY_TIME, { startingDate: '2028-02-01', endingDate: '2028-02-29' }), 'en-GB', 'Any date')).toBe(
      'Feb 2028',
    )
    expect(summaryDates(togglePeriod(ANY_TIME, { startingDate: '2028-02-01', endingDate: '2028-02-28' }), 'en-GB', 'Any date')).toMatch(
      /^1\s?–\s?28 Feb 2028$/,
    )
  })
})

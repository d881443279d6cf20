import { describe, expect, it } from 'vitest'
import { summaryDates, whenSummary, whereSummary } from '@/shell/search-bar/search-summary'
import { ANY_TIME, pickRange, togglePeriod } from '@/shell/search-bar/when-selection'
import { NO_WHERE, pickDestination, toggleContinent, typeWhere } from '@/shell/search-bar/where-selection'

const continents = [{ id: 2, name: 'Asia' }]
const periods = [{ id: 3, label: 'Agosto 2027' }]
const words = { anyDate: 'Qualsiasi data', day: (day: string) => day.slice(5) }

describe('a folded section’s header says what it holds', () => {
  it('where: the continent, the destination, the typed text, or anywhere', () => {
    expect(whereSummary(toggleContinent(NO_WHERE, 2), continents, 'Ovunque')).toBe('Asia')
    expect(whereSummary(pickDestination(NO_WHERE, { id: 7, name: 'Perù' }), continents, 'Ovunque')).toBe('Perù')
    expect(whereSummary(typeWhere(NO_WHERE, ' mare '), continents, 'Ovunque')).toBe('mare')
    expect(whereSummary(NO_WHERE, continents, 'Ovunque')).toBe('Ovunque')
  })

  it('when: the period, the days picked, or any date', () => {
    const august = { id: 3, startingDate: '2027-08-01', endingDate: '2027-08-31' }
    expect(whenSummary(togglePeriod(ANY_TIME, august), periods, words)).toBe('Agosto 2027')
    expect(whenSummary(pickRange({ start: '2027-03-04', end: '2027-03-12' }), periods, words)).toBe('03-04 – 03-12')
    expect(whenSummary(pickRange({ start: '2027-03-04', end: null }), periods, words)).toBe('03-04')
    expect(whenSummary(ANY_TIME, periods, words)).toBe('Qualsiasi data')
  })

  it('a search page’s dates: short, in the edition’s language', () => {
    expect(summaryDates({ start: '2027-05-03', end: '2027-05-12' }, 'it-IT', 'Qualsiasi data')).toMatch(/^0?3\s?–\s?12 mag 2027$/)
    expect(summaryDates({ start: '2027-05-03', end: null }, 'de-DE', 'Jederzeit')).toBe('3. Mai 2027')
    expect(summaryDates({ start: null, end: null }, 'it-IT', 'Qualsiasi data')).toBe('Qualsiasi data')
  })
})

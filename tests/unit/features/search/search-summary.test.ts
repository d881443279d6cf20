import { describe, expect, it } from 'vitest'
import { summaryDates, summaryPlace } from '@/features/search/search-summary'
import { NO_WHERE } from '@/features/search/where-selection'

const continents = (id: number) => (id === 3 ? 'Asia' : null)

describe('the search page’s summary of the search', () => {
  it('names the continent, the country or the text, else anywhere', () => {
    expect(summaryPlace({ ...NO_WHERE, continentId: 3 }, continents, 'Ovunque')).toBe('Asia')
    expect(summaryPlace({ ...NO_WHERE, destination: { id: 7, name: 'Perù' }, text: 'Perù' }, continents, 'Ovunque')).toBe('Perù')
    expect(summaryPlace({ ...NO_WHERE, text: '  mare ' }, continents, 'Ovunque')).toBe('mare')
    expect(summaryPlace(NO_WHERE, continents, 'Ovunque')).toBe('Ovunque')
    expect(summaryPlace({ ...NO_WHERE, continentId: 99 }, continents, 'Ovunque')).toBe('Ovunque')
  })

  it('gives the dates short, in the edition’s language', () => {
    expect(summaryDates({ start: '2027-05-03', end: '2027-05-12' }, 'it-IT', 'Qualsiasi data')).toMatch(/^0?3s?–s?12 mag 2027$/)
    expect(summaryDates({ start: '2027-05-03', end: null }, 'de-DE', 'Jederzeit')).toBe('3. Mai 2027')
    expect(summaryDates({ start: null, end: null }, 'it-IT', 'Qualsiasi data')).toBe('Qualsiasi data')
  })
})

import { defaultEdition } from '@/editions/edition'
import { describe, expect, it } from 'vitest'
import { parseSearchUrl, searchUrl, type BarSearch } from '@/shell/search-bar/search-url'
import { ANY_TIME, WHENEVER } from '@/shell/search-bar/when-selection'
import { NO_WHERE } from '@/shell/search-bar/where-selection'

const names = new Map([[7, 'Perù']])
const roundTrip = (edition: 'it' | 'de' | 'us', search: BarSearch) => {
  const url = new URL(searchUrl(defaultEdition(edition), search), 'http://x')
  return { url, parsed: parseSearchUrl(url.searchParams, (id) => names.get(id) ?? null) }
}

describe('the search address', () => {
  it('goes to the edition’s search path, always with the five statuses on sale', () => {
    const { url } = roundTrip('it', { where: NO_WHERE, when: ANY_TIME })
    expect(url.pathname).toBe('/it/cerca')
    expect(url.searchParams.getAll('status[]')).toEqual(['ALMOST_CONFIRMED', 'ALMOST_FULL', 'CONFIRMED', 'PLANNED', 'WAITING_LIST'])
    expect([...url.searchParams.keys()].filter((key) => key !== 'status[]')).toEqual([])
  })

  it('carries a destination and dates, and reads them back', () => {
    const search: BarSearch = {
      where: { continentId: null, destination: { id: 7, name: 'Perù' }, text: 'Perù' },
      when: { periodId: WHENEVER, range: { start: '2027-05-02', end: '2027-05-20' } },
    }
    const { url, parsed } = roundTrip('de', search)
    expect(url.searchParams.getAll('destinationId[]')).toEqual(['7'])
    expect(url.searchParams.get('textSearch')).toBeNull()
    expect([url.searchParams.get('dateFrom'), url.searchParams.get('dateTo')]).toEqual(['2027-05-02', '2027-05-20'])
    expect(parsed).toEqual(search)
  })

  it('carries a continent or free text, and reads them back', () => {
    const continent: BarSearch = { where: { ...NO_WHERE, continentId: 3 }, when: ANY_TIME }
    expect(roundTrip('us', continent).parsed).toEqual(continent)
    const text: BarSearch = {
      where: { ...NO_WHERE, text: 'isole greche' },
      when: { periodId: WHENEVER, range: { start: '2027-07-01', end: null } },
    }
    const { url, parsed } = roundTrip('it', text)
    expect(url.searchParams.get('textSearch')).toBe('isole greche')
    expect(parsed).toEqual(text)
  })

  it('reads a hand-made address safely: bad ids and days are dropped, an unknown destination falls back to the text', () => {
    const parsed = parseSearchUrl(
      new URLSearchParams('destinationId[]=99&textSearch=%20mare%20&dateFrom=2027-13&continentId=abc'),
      () => null,
    )
    expect(parsed).toEqual({ where: { ...NO_WHERE, text: 'mare' }, when: ANY_TIME })
  })
})

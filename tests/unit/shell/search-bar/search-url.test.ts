import { defaultEdition } from '@/editions/edition'
import { describe, expect, it } from 'vitest'
import { MAX_DATE_RANGES } from '@/features/catalog/constants'
import { parseSearchUrl, searchUrl, whenParams, type BarSearch } from '@/shell/search-bar/search-url'
import { ANY_TIME, togglePeriod } from '@/shell/search-bar/when-selection'
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
      when: { periods: [], range: { start: '2027-05-02', end: '2027-05-20' } },
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
      when: { periods: [], range: { start: '2027-07-01', end: null } },
    }
    const { url, parsed } = roundTrip('it', text)
    expect(url.searchParams.get('textSearch')).toBe('isole greche')
    expect(parsed).toEqual(text)
  })

  it('carries one period as dateFrom and dateTo, as before', () => {
    const august = togglePeriod(ANY_TIME, { startingDate: '2027-08-01', endingDate: '2027-08-31' })
    const { url, parsed } = roundTrip('it', { where: NO_WHERE, when: august })
    expect([url.searchParams.get('dateFrom'), url.searchParams.get('dateTo')]).toEqual(['2027-08-01', '2027-08-31'])
    expect(url.searchParams.getAll('dateRanges[]')).toEqual([])
    expect(parsed.when).toEqual({ periods: [], range: { start: '2027-08-01', end: '2027-08-31' } })
  })

  it('carries several periods as dateRanges[], in date order, and reads them back as the periods chosen', () => {
    const when = [
      { startingDate: '2027-10-01', endingDate: '2027-10-31' },
      { startingDate: '2027-06-21', endingDate: '2027-09-21' },
      { startingDate: '2027-06-01', endingDate: '2027-06-30' },
    ].reduce(togglePeriod, ANY_TIME)
    const { url, parsed } = roundTrip('it', { where: NO_WHERE, when })
    const ranges = ['2027-06-01..2027-06-30', '2027-06-21..2027-09-21', '2027-10-01..2027-10-31']
    expect(url.searchParams.getAll('dateRanges[]')).toEqual(ranges)
    expect([url.searchParams.get('dateFrom'), url.searchParams.get('dateTo')]).toEqual([null, null])
    expect(parsed.when).toEqual({
      periods: ranges.map((range) => ({ start: range.slice(0, 10), end: range.slice(12) })),
      range: { start: null, end: null },
    })
  })

  it('gives the search’s date keys for the history: each range once', () => {
    const june = { start: '2027-06-01', end: '2027-06-30' }
    const august = { start: '2027-08-01', end: '2027-08-31' }
    expect(whenParams({ periods: [august, june, august], range: ANY_TIME.range })).toEqual({
      dateFrom: null,
      dateTo: null,
      dateRanges: ['2027-06-01..2027-06-30', '2027-08-01..2027-08-31'],
    })
    expect(whenParams({ periods: [june, june], range: ANY_TIME.range })).toEqual({ dateFrom: '2027-06-01', dateTo: '2027-06-30' })
    expect(whenParams(ANY_TIME)).toEqual({ dateFrom: null, dateTo: null })
  })

  it('reads hand-made ranges safely: badly written and reversed ones dropped, at most the catalog’s limit, brackets or not', () => {
    const parsed = parseSearchUrl(
      new URLSearchParams(
        'dateRanges[]=2027-06-01..2027-06-30&dateRanges[]=2027-07&dateRanges[]=2027-09-09..2027-09-01&dateFrom=2027-01-01',
      ),
      () => null,
    )
    expect(parsed.when).toEqual({ periods: [{ start: '2027-06-01', end: '2027-06-30' }], range: { start: null, end: null } })
    const many = new URLSearchParams(Array.from({ length: MAX_DATE_RANGES + 3 }, () => ['dateRanges', '2027-06-01..2027-06-02']))
    expect(parseSearchUrl(many, () => null).when.periods).toHaveLength(MAX_DATE_RANGES)
  })

  it('reads a hand-made address safely: bad ids and days are dropped, an unknown destination falls back to the text', () => {
    const parsed = parseSearchUrl(
      new URLSearchParams('destinationId[]=99&textSearch=%20mare%20&dateFrom=2027-13&continentId=abc'),
      () => null,
    )
    expect(parsed).toEqual({ where: { ...NO_WHERE, text: 'mare' }, when: ANY_TIME })
  })
})

import { describe, expect, it } from 'vitest'
import { MAX_DATE_RANGES } from '@/features/catalog/constants'
import { durationMatcher } from '@/features/catalog/durations'
import { filterSchema } from '@/features/catalog/filter-schema'
import { parseFilterQuery } from '@/features/catalog/query-params'
import { prefixQuery, searchableText } from '@/features/catalog/search-text'

describe('query-string parsing', () => {
  it('reads booleans only from the string true', () => {
    expect(parseFilterQuery(new URLSearchParams('discounted=true&isNoSharingRoomAvailable=1&hasTours=yes&onOffer=TRUE'))).toEqual({
      discounted: true,
      isNoSharingRoomAvailable: false,
      hasTours: false,
      onOffer: false,
    })
    expect(parseFilterQuery(new URLSearchParams('onOffer=true'))).toEqual({ onOffer: true })
  })

  it('reads the integer keys as integers and leaves bad ones for the schema to refuse', () => {
    const parsed = parseFilterQuery(
      new URLSearchParams('daysSpan=3&priceFrom=50000&priceTo=90000&durationFrom=4&durationTo=9&page=2&perPage=x'),
    )
    expect(parsed).toEqual({ daysSpan: 3, priceFrom: 50000, priceTo: 90000, durationFrom: 4, durationTo: 9, page: 2, perPage: 'x' })
    expect(filterSchema.safeParse(parsed).success).toBe(false)
  })

  it('wraps a single value of a list key in a list, with or without brackets', () => {
    expect(parseFilterQuery(new URLSearchParams('status=CONFIRMED&continentId[]=2&continentId[]=3'))).toEqual({
      status: ['CONFIRMED'],
      continentId: ['2', '3'],
    })
    expect(parseFilterQuery({ 'destinationId[]': '7', travelStyles: ['adventure', 'relax'] })).toEqual({
      destinationId: ['7'],
      travelStyles: ['adventure', 'relax'],
    })
  })

  it('reads repeated ranges of days as a list', () => {
    const query = new URLSearchParams('dateRanges[]=2027-06-01..2027-06-30&dateRanges[]=2027-08-01..2027-08-31')
    expect(parseFilterQuery(query)).toEqual({ dateRanges: ['2027-06-01..2027-06-30', '2027-08-01..2027-08-31'] })
    expect(filterSchema.parse(parseFilterQuery(query)).dateRanges).toEqual(['2027-06-01..2027-06-30', '2027-08-01..2027-08-31'])
  })

  it('drops unknown keys and empty values', () => {
    expect(parseFilterQuery(new URLSearchParams('utm_source=mail&modal=language&textSearch=&dateFrom=2027-03-01'))).toEqual({
      dateFrom: '2027-03-01',
    })
  })

  it('gives what the schema accepts, with its defaults', () => {
    const filters = filterSchema.parse(
      parseFilterQuery(new URLSearchParams('continentId[]=2&status[]=PLANNED&discounted=true&sort=price:asc')),
    )
    expect(filters).toMatchObject({
      continentId: [2],
      status: ['PLANNED'],
      discounted: true,
      sort: 'price:asc',
      page: 1,
      perPage: 20,
      tab: 'travels',
    })
  })
})

describe('the filter schema', () => {
  const issues = (body: unknown) => {
    const result = filterSchema.safeParse(body)
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
  }

  it('refuses wrong types, unknown statuses and sorts, with the field path', () => {
    expect(issues({ priceFrom: 'cheap' })).toEqual(['priceFrom'])
    expect(issues({ status: ['PLANNED', 'OPEN'] })).toEqual(['status.1'])
    expect(issues({ sort: 'name:asc' })).toEqual(['sort'])
    expect(issues({ discounted: 'true' })).toEqual(['discounted'])
    expect(issues({ onOffer: 1 })).toEqual(['onOffer'])
    expect(issues({ dateFrom: '2027-02-30' })).toEqual(['dateFrom'])
  })

  it('refuses negative values, reversed ranges and oversized lists', () => {
    expect(issues({ priceFrom: -1 })).toEqual(['priceFrom'])
    expect(issues({ priceFrom: 90000, priceTo: 50000 })).toEqual(['priceTo'])
    expect(issues({ durationFrom: 10, durationTo: 5 })).toEqual(['durationTo'])
    expect(issues({ dateFrom: '2027-05-01', dateTo: '2027-04-01' })).toEqual(['dateTo'])
    expect(issues({ destinationId: Array.from({ length: 51 }, (_, index) => index + 1) })).toEqual(['destinationId'])
  })

  it(`refuses ranges of days badly written, naming a day that does not exist, reversed, or more than ${MAX_DATE_RANGES}`, () => {
    const messages = (dateRanges: unknown) => {
      const result = filterSchema.safeParse({ dateRanges })
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    }
    expect(messages(['2027-06-01..2027-06-30', '2027-06-01'])).toEqual(['dateRanges.1: Write a range of days as YYYY-MM-DD..YYYY-MM-DD.'])
    expect(messages(['2027-02-30..2027-03-02'])).toEqual(['dateRanges.0: 2027-02-30..2027-03-02 names a day that does not exist.'])
    expect(messages(['2027-06-30..2027-06-01'])).toEqual(['dateRanges.0: 2027-06-30..2027-06-01 ends before it starts.'])
    expect(messages('2027-06-01..2027-06-30')).toHaveLength(1)
    const many = Array.from({ length: MAX_DATE_RANGES + 1 }, () => '2027-06-01..2027-06-01')
    expect(messages(many)).toEqual([`dateRanges: At most ${MAX_DATE_RANGES} ranges of days.`])
    expect(messages(many.slice(1))).toEqual([])
  })

  it('bounds pages: perPage from 1 to 100, page from 1', () => {
    expect(issues({ perPage: 0 })).toEqual(['perPage'])
    expect(issues({ perPage: 101 })).toEqual(['perPage'])
    expect(issues({ page: 0 })).toEqual(['page'])
    expect(filterSchema.parse({}).perPage).toBe(20)
  })
})

describe('durations', () => {
  it('maps MAX_6, MAX_10 and OVER_10 to day ranges, any of several', () => {
    expect([4, 6, 7, 10, 11].map(durationMatcher(['MAX_6']))).toEqual([true, true, false, false, false])
    expect([6, 10, 11].map(durationMatcher(['MAX_10']))).toEqual([true, true, false])
    expect([10, 11, 21].map(durationMatcher(['OVER_10']))).toEqual([false, true, true])
    expect([5, 8, 12].map(durationMatcher(['MAX_6', 'OVER_10']))).toEqual([true, false, true])
  })
})

describe('text for search', () => {
  it('ignores accents, case and punctuation', () => {
    expect(searchableText('Perù: Machu Picchu & CUSCO')).toBe('peru machu picchu cusco')
    expect(searchableText('Straße nach Ålesund')).toBe('strasse nach alesund')
  })

  it('turns words into a prefix query that needs every word, and nothing into no query', () => {
    expect(prefixQuery('  Perù  cus ')).toBe('peru:* & cus:*')
    expect(prefixQuery("'; DROP TABLE--")).toBe('drop:* & table:*')
    expect(prefixQuery('!!!')).toBeNull()
  })
})

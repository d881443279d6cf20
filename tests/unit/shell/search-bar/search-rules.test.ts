import { describe, expect, it } from 'vitest'
import { MAX_DATE_RANGES } from '@/features/catalog/constants'
import { canClear, canSearch } from '@/shell/search-bar/search-bar-rules'
import { ANY_TIME, canChooseMore, isChosen, pickRange, togglePeriod } from '@/shell/search-bar/when-selection'
import { NO_WHERE, freeText, pickDestination, toggleContinent, typeWhere, whereFilter } from '@/shell/search-bar/where-selection'

const peru = { id: 7, name: 'Perù' }
const august = { id: 3, startingDate: '2027-08-01', endingDate: '2027-08-31' }
const winter = { id: 9, startingDate: '2027-12-21', endingDate: '2028-03-19' }
const noDays = { start: null, end: null }

describe('where: continent, destination and free text are exclusive', () => {
  it('a continent clears a destination and text; clicking it again deselects it', () => {
    const withPeru = pickDestination(NO_WHERE, peru)
    const asia = toggleContinent(withPeru, 2)
    expect(asia).toEqual({ continentId: 2, destination: null, text: '' })
    expect(toggleContinent(asia, 2)).toEqual(NO_WHERE)
    expect(toggleContinent(asia, 4).continentId).toBe(4)
  })

  it('a destination clears a continent, its name in the box; typing clears both', () => {
    const picked = pickDestination(toggleContinent(NO_WHERE, 2), peru)
    expect(picked).toEqual({ continentId: null, destination: peru, text: 'Perù' })
    expect(freeText(picked)).toBeNull()
    const typed = typeWhere(picked, 'Perù ')
    expect(typed).toEqual({ continentId: null, destination: null, text: 'Perù ' })
    expect(freeText(typed)).toBe('Perù')
    expect(freeText(typeWhere(NO_WHERE, '   '))).toBeNull()
  })
})

describe('when: periods to choose, or the dates tab', () => {
  const september = { id: 4, startingDate: '2027-09-01', endingDate: '2027-09-30' }

  it('choosing periods adds them; choosing a chosen one removes it; removing the last is whenever', () => {
    const one = togglePeriod(ANY_TIME, august)
    expect(one).toEqual({ periods: [{ start: '2027-08-01', end: '2027-08-31' }], range: noDays })
    const two = togglePeriod(one, winter)
    expect(two.periods).toEqual([
      { start: '2027-08-01', end: '2027-08-31' },
      { start: '2027-12-21', end: '2028-03-19' },
    ])
    expect([isChosen(two, august), isChosen(two, winter), isChosen(two, september)]).toEqual([true, true, false])
    expect(togglePeriod(two, august).periods).toEqual([{ start: '2027-12-21', end: '2028-03-19' }])
    expect(togglePeriod(togglePeriod(two, august), winter)).toEqual(ANY_TIME)
  })

  it('a period is its days: read back from an address, it shows chosen, and choosing it again removes it', () => {
    const read = { periods: [{ start: '2027-08-01', end: '2027-08-31' }], range: noDays }
    expect(isChosen(read, august)).toBe(true)
    expect(togglePeriod(read, august)).toEqual(ANY_TIME)
  })

  it('a period replaces the days picked, days replace the periods; clearing both days is whenever', () => {
    const days = pickRange({ start: '2027-05-02', end: null })
    expect(days).toEqual({ periods: [], range: { start: '2027-05-02', end: null } })
    expect(togglePeriod(days, august)).toEqual(togglePeriod(ANY_TIME, august))
    expect(pickRange({ start: null, end: null })).toEqual(ANY_TIME)
  })

  it(`holds at most ${MAX_DATE_RANGES} periods, as many ranges as the catalog searches`, () => {
    const day = (index: number) => ({ startingDate: `2027-07-${String(index).padStart(2, '0')}`, endingDate: '2027-07-31' })
    let when = ANY_TIME
    for (let index = 1; index <= MAX_DATE_RANGES + 1; index++) when = togglePeriod(when, day(index))
    expect(when.periods).toHaveLength(MAX_DATE_RANGES)
    expect(canChooseMore(when)).toBe(false)
    expect(isChosen(when, day(MAX_DATE_RANGES + 1))).toBe(false)
    expect(canChooseMore(togglePeriod(when, day(1)))).toBe(true)
  })
})

describe('the bar’s buttons', () => {
  it('search waits while the box is focused with text and no destination picked', () => {
    expect(canSearch(typeWhere(NO_WHERE, 'per'), true)).toBe(false)
    expect(canSearch(typeWhere(NO_WHERE, 'per'), false)).toBe(true)
    expect(canSearch(pickDestination(NO_WHERE, peru), true)).toBe(true)
    expect(canSearch(typeWhere(NO_WHERE, '  '), true)).toBe(true)
    expect(canSearch(NO_WHERE, true)).toBe(true)
  })

  it('clear all has something to clear', () => {
    expect(canClear(NO_WHERE, ANY_TIME)).toBe(false)
    expect(canClear(typeWhere(NO_WHERE, ' '), ANY_TIME)).toBe(false)
    expect(canClear(toggleContinent(NO_WHERE, 1), ANY_TIME)).toBe(true)
    expect(canClear(NO_WHERE, pickRange({ start: '2027-05-02', end: null }))).toBe(true)
    expect(canClear(NO_WHERE, togglePeriod(ANY_TIME, august))).toBe(true)
  })
})

describe('where as the catalog filters it (the calendar’s days with departures)', () => {
  it('is a continent, a destination, free text or nothing', () => {
    expect(whereFilter(toggleContinent(NO_WHERE, 2))).toEqual({ continentId: [2] })
    expect(whereFilter(pickDestination(NO_WHERE, peru))).toEqual({ destinationId: [7] })
    expect(whereFilter(typeWhere(NO_WHERE, '  mare '))).toEqual({ textSearch: 'mare' })
    expect(whereFilter(typeWhere(NO_WHERE, '   '))).toEqual({})
    expect(whereFilter(NO_WHERE)).toEqual({})
  })
})

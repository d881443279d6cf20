import { describe, expect, it } from 'vitest'
import { canClear, canSearch } from '@/shell/search-bar/search-bar-rules'
import { ANY_TIME, pickRange, togglePeriod, WHENEVER } from '@/shell/search-bar/when-selection'
import { NO_WHERE, freeText, pickDestination, toggleContinent, typeWhere, whereFilter } from '@/shell/search-bar/where-selection'

const peru = { id: 7, name: 'Perù' }
const august = { id: 3, startingDate: '2027-08-01', endingDate: '2027-08-31' }

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

describe('when: the period toggle and the dates tab', () => {
  it('selecting the selected period is whenever, dates cleared; another replaces it', () => {
    const selected = togglePeriod(ANY_TIME, august)
    expect(selected).toEqual({ periodId: 3, range: { start: '2027-08-01', end: '2027-08-31' } })
    expect(togglePeriod(selected, august)).toEqual(ANY_TIME)
    expect(togglePeriod(selected, { id: 4, startingDate: '2027-09-01', endingDate: '2027-09-30' }).periodId).toBe(4)
  })

  it('dates replace the period; clearing both dates is whenever', () => {
    expect(pickRange({ start: '2027-05-02', end: null })).toEqual({ periodId: WHENEVER, range: { start: '2027-05-02', end: null } })
    expect(pickRange({ start: null, end: null })).toEqual(ANY_TIME)
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

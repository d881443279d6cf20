import { describe, expect, it } from 'vitest'
import { moveFocusedDay } from '@/shell/search-bar/calendar-keys'

const monday = { weekStartsOn: 1 as const, first: '2027-01-10', last: '2028-06-30' }

describe('moving through the calendar’s days with the keyboard', () => {
  it('moves a day with the side arrows and a week with the up and down arrows, across month edges', () => {
    expect(moveFocusedDay('2027-03-15', 'ArrowRight', monday)).toBe('2027-03-16')
    expect(moveFocusedDay('2027-03-31', 'ArrowRight', monday)).toBe('2027-04-01')
    expect(moveFocusedDay('2027-03-01', 'ArrowLeft', monday)).toBe('2027-02-28')
    expect(moveFocusedDay('2027-03-29', 'ArrowDown', monday)).toBe('2027-04-05')
    expect(moveFocusedDay('2027-03-03', 'ArrowUp', monday)).toBe('2027-02-24')
  })

  it('goes to the week’s first and last day with Home and End, as the edition starts its weeks', () => {
    // 2027-03-17 is a Wednesday.
    expect(moveFocusedDay('2027-03-17', 'Home', monday)).toBe('2027-03-15')
    expect(moveFocusedDay('2027-03-17', 'End', monday)).toBe('2027-03-21')
    const sunday = { ...monday, weekStartsOn: 0 as const }
    expect(moveFocusedDay('2027-03-17', 'Home', sunday)).toBe('2027-03-14')
    expect(moveFocusedDay('2027-03-17', 'End', sunday)).toBe('2027-03-20')
  })

  it('goes a month with PageUp and PageDown, to the month’s last day when it is shorter, and a year with Shift', () => {
    expect(moveFocusedDay('2027-03-15', 'PageDown', monday)).toBe('2027-04-15')
    expect(moveFocusedDay('2027-03-31', 'PageDown', monday)).toBe('2027-04-30')
    expect(moveFocusedDay('2027-03-15', 'PageUp', monday)).toBe('2027-02-15')
    expect(moveFocusedDay('2027-03-15', 'PageDown', { ...monday, shift: true })).toBe('2028-03-15')
  })

  it('stays between the first and the last day offered', () => {
    expect(moveFocusedDay('2027-01-12', 'ArrowUp', monday)).toBe('2027-01-10')
    expect(moveFocusedDay('2027-01-10', 'ArrowLeft', monday)).toBe('2027-01-10')
    expect(moveFocusedDay('2028-06-20', 'PageDown', monday)).toBe('2028-06-30')
  })

  it('ignores keys that do not move', () => {
    expect(moveFocusedDay('2027-03-15', 'Enter', monday)).toBeNull()
    expect(moveFocusedDay('2027-03-15', 'a', monday)).toBeNull()
  })
})

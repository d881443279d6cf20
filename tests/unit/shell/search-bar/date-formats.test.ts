import { describe, expect, it } from 'vitest'
import { dateFormat } from '@/shell/search-bar/date-formats'

describe('dateFormat', () => {
  it('builds one format per language and shape, reused by every render', () => {
    expect(dateFormat('it-IT', 'day')).toBe(dateFormat('it-IT', 'day'))
    expect(dateFormat('it-IT', 'day')).not.toBe(dateFormat('it-IT', 'dayYear'))
    expect(dateFormat('it-IT', 'day')).not.toBe(dateFormat('fr-FR', 'day'))
  })

  it('writes a short day, with or without the year, and a short month with its year', () => {
    const day = new Date('2027-05-03T00:00:00Z')
    expect(dateFormat('it-IT', 'day').format(day)).toBe('3 mag')
    expect(dateFormat('it-IT', 'dayYear').format(day)).toBe('3 mag 2027')
    expect(dateFormat('it-IT', 'monthYear').format(day)).toBe('mag 2027')
  })
})

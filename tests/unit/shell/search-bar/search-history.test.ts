import { describe, expect, it } from 'vitest'
import { historyLabel, MAX_HISTORY, parseHistory, recordSearch, type HistoryEntry } from '@/shell/search-bar/search-history'

const entry = (
  destinationName: string | null,
  dateFrom: string | null = null,
  date = '2026-11-24T10:00:00Z',
  url = `/it/cerca?d=${destinationName}`,
): HistoryEntry => ({
  date,
  userStatus: 'anonymous',
  values: { destinationName, params: { dateFrom, dateTo: null }, url },
})

const periodsEntry = (destinationName: string | null, dateRanges: string[]): HistoryEntry => ({
  ...entry(destinationName),
  values: { ...entry(destinationName).values, params: { dateFrom: null, dateTo: null, dateRanges } },
})

describe('recent searches', () => {
  it('are recorded only with a place name or a date', () => {
    expect(recordSearch([], entry(null))).toEqual([])
    expect(recordSearch([], entry(null, '2027-05-01'))).toHaveLength(1)
    expect(recordSearch([], entry('Perù'))).toHaveLength(1)
  })

  it('keep the latest search per destination and dates, newest first', () => {
    let history = recordSearch([], entry('Perù', null, '2026-11-01T00:00:00Z', '/old'))
    history = recordSearch(history, entry('Islanda'))
    history = recordSearch(history, entry('perù', null, '2026-11-24T00:00:00Z', '/new'))
    expect(history.map((past) => past.values.url)).toEqual(['/new', '/it/cerca?d=Islanda'])
    history = recordSearch(history, entry('Perù', '2027-05-01'))
    expect(history).toHaveLength(3)
  })

  it('keep several periods’ ranges: worth remembering alone, and another search than other ranges', () => {
    const june = '2027-06-01..2027-06-30'
    const august = '2027-08-01..2027-08-31'
    expect(recordSearch([], periodsEntry(null, [june, august]))).toHaveLength(1)
    let history = recordSearch([], entry('Perù'))
    history = recordSearch(history, periodsEntry('Perù', [june, august]))
    history = recordSearch(history, periodsEntry('Perù', [june, '2027-10-01..2027-10-31']))
    history = recordSearch(history, periodsEntry('Perù', [june, august]))
    expect(history.map((past) => past.values.params.dateRanges)).toEqual([[june, august], [june, '2027-10-01..2027-10-31'], undefined])
  })

  it(`keep ${MAX_HISTORY} at most, dropping the oldest`, () => {
    let history: HistoryEntry[] = []
    for (let index = 0; index < MAX_HISTORY + 5; index++) history = recordSearch(history, entry(`Place ${index}`))
    expect(history).toHaveLength(MAX_HISTORY)
    expect(history[0]!.values.destinationName).toBe(`Place ${MAX_HISTORY + 4}`)
    expect(history.at(-1)!.values.destinationName).toBe('Place 5')
  })

  it('read back from storage, ignoring what is not a history', () => {
    expect(parseHistory(null)).toEqual([])
    expect(parseHistory('{not json')).toEqual([])
    expect(parseHistory('{"a":1}')).toEqual([])
    expect(parseHistory(JSON.stringify([entry('Perù'), { values: {} }, null]))).toEqual([entry('Perù')])
  })
})

describe('a recent search’s label', () => {
  it('reads its place and dates (each range of its periods), or anywhere and any date', () => {
    const words = { anywhere: 'Ovunque', anyDate: 'Qualsiasi data' }
    expect(historyLabel(entry('Perù', '2027-05-01'), words)).toEqual({ place: 'Perù', dates: '2027-05-01' })
    expect(
      historyLabel({ ...entry(null), values: { ...entry(null).values, params: { dateFrom: '2027-05-01', dateTo: '2027-05-09' } } }, words),
    ).toEqual({
      place: 'Ovunque',
      dates: '2027-05-01 – 2027-05-09',
    })
    expect(historyLabel(entry('Perù'), words).dates).toBe('Qualsiasi data')
    expect(historyLabel(periodsEntry('Perù', ['2027-06-01..2027-06-30', '2027-08-01..2027-08-31']), words).dates).toBe(
      '2027-06-01 – 2027-06-30, 2027-08-01 – 2027-08-31',
    )
  })
})

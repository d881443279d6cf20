/** Calendar days as `YYYY-MM-DD`, both ends included. */
export type DaySpan = { from: string; to: string }

export const ITALIAN_MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const

const pad = (value: number) => String(value).padStart(2, '0')
const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10)
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const plusDays = (text: string, days: number) => new Date(Date.parse(`${text}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A span that ends within this many days is taken as next year's: "in November" on the 28th means the next one. */
const TOO_LATE_DAYS = 14

/** The whole of a month: this year's while enough of it is left, else next year's; from today when it is the current one. */
export function monthSpan(month: number, today: string, year?: number): DaySpan {
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number]
  const almostOver = month === thisMonth && day(thisYear, month, lastDay(thisYear, month)) < plusDays(today, TOO_LATE_DAYS)
  const chosen = year ?? (month < thisMonth || almostOver ? thisYear + 1 : thisYear)
  const from = day(chosen, month, 1)
  return { from: from < today ? today : from, to: day(chosen, month, lastDay(chosen, month)) }
}

/** Easter Sunday of a year (the Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${pad(month)}-${pad(date)}`
}

/** The next occurrence (from today) of a span that comes back every year, given for a year. */
function nextYearly(today: string, spanOf: (year: number) => DaySpan): DaySpan {
  const year = Number(today.slice(0, 4))
  const span = spanOf(year)
  if (span.to < plusDays(today, TOO_LATE_DAYS)) return spanOf(year + 1)
  return { from: span.from < today ? today : span.from, to: span.to }
}

/** Holidays and seasons by the words that name them; each a span of days around it. */
export const ITALIAN_PERIODS: ReadonlyArray<{ words: RegExp; span: (today: string) => DaySpan }> = [
  // Easter week: from the Wednesday before to the Wednesday after.
  {
    words: /\bpasqua\b/,
    span: (today) => nextYearly(today, (year) => ({ from: plusDays(easterSunday(year), -4), to: plusDays(easterSunday(year), 3) })),
  },
  { words: /\b(ferragosto)\b/, span: (today) => nextYearly(today, (year) => ({ from: day(year, 8, 8), to: day(year, 8, 22) })) },
  {
    words: /\b(natale|vacanze di natale)\b/,
    span: (today) => nextYearly(today, (year) => ({ from: day(year, 12, 20), to: day(year, 12, 28) })),
  },
  { words: /\b(capodanno)\b/, span: (today) => nextYearly(today, (year) => ({ from: day(year, 12, 27), to: day(year + 1, 1, 3) })) },
  {
    words: /\b(in |d |quest |questa |prossima )?estate\b/,
    span: (today) => nextYearly(today, (year) => ({ from: day(year, 6, 1), to: day(year, 8, 31) })),
  },
  {
    words: /\b(in |d |quest |questa |prossima )?primavera\b/,
    span: (today) => nextYearly(today, (year) => ({ from: day(year, 3, 1), to: day(year, 5, 31) })),
  },
  {
    words: /\b(in |d |quest |questo |prossimo )?autunno\b/,
    span: (today) => nextYearly(today, (year) => ({ from: day(year, 9, 1), to: day(year, 11, 30) })),
  },
  // Winter runs into the next year: the one not yet over.
  {
    words: /\b(in |d |quest |questo |prossimo )?inverno\b/,
    span: (today) => nextYearly(today, (year) => ({ from: day(year - 1, 12, 1), to: day(year, 2, lastDay(year, 2)) })),
  },
]

/** "il prossimo mese", "questo mese": months counted from today's. */
export function relativeMonth(offset: 0 | 1, today: string): DaySpan {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const target = new Date(Date.UTC(year, month - 1 + offset, 1))
  return monthSpan(target.getUTCMonth() + 1, today, target.getUTCFullYear())
}

/** "dal 10 al 20 maggio", "dal 28 aprile al 5 maggio": the days between, in the next year that has them ahead. */
export function dayRangeSpan(
  fromDate: number,
  fromMonth: number,
  toDate: number,
  toMonth: number,
  today: string,
  year?: number,
): DaySpan | null {
  const thisYear = Number(today.slice(0, 4))
  if (fromDate > lastDay(2028, fromMonth) || toDate > lastDay(2028, toMonth)) return null
  const build = (first: number) => {
    const second = toMonth < fromMonth ? first + 1 : first
    return {
      from: day(first, fromMonth, Math.min(fromDate, lastDay(first, fromMonth))),
      to: day(second, toMonth, Math.min(toDate, lastDay(second, toMonth))),
    }
  }
  const span = build(year ?? thisYear)
  if (span.from > span.to) return null
  return year === undefined && span.to < today ? build(thisYear + 1) : span
}

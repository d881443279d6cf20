'use client'
import { addMonths, differenceInCalendarMonths, eachDayOfInterval, endOfMonth, format, getDay, parseISO, startOfMonth } from 'date-fns'
import { de, enGB, enUS, es, fr, it, type Locale } from 'date-fns/locale'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { selectDay, type DateRange } from '@/features/calendar/range-selection'
import { moveFocusedDay } from './calendar-keys'
import { CALENDAR_MONTHS } from './constants'

const LOCALES: Record<EditionCode, Locale> = { it, es, fr, de, en: enGB, us: enUS, intl: enGB }
const isoDay = (date: Date) => format(date, 'yyyy-MM-dd')
const DAYS_PER_WEEK = 7

/** The month's days in weeks, padded with empty cells before the first and after the last. */
function weeksOf(month: Date, weekStartsOn: 0 | 1): Array<Array<Date | null>> {
  const leading = (getDay(month) - weekStartsOn + DAYS_PER_WEEK) % DAYS_PER_WEEK
  const cells: Array<Date | null> = [...Array<null>(leading).fill(null), ...eachDayOfInterval({ start: month, end: endOfMonth(month) })]
  while (cells.length % DAYS_PER_WEEK) cells.push(null)
  return Array.from({ length: cells.length / DAYS_PER_WEEK }, (_, week) => cells.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK))
}

/**
 * The dates tab: one month at a time over the next 18, a WAI-ARIA date grid (one day in the tab
 * order; arrows move a day or a week, Home and End to the week's ends, PageUp and PageDown a month,
 * past the month's edge the month follows; Enter or Space picks). A past day cannot be picked;
 * picks follow the range rules (start, end, swap, clear). Days with departures for the where
 * selection are marked; while they are being found the grid says it is busy.
 */
export function DateRangeCalendar({
  edition,
  range,
  onChange,
  departureDays = null,
  busy = false,
}: {
  edition: EditionCode
  range: DateRange
  onChange(range: DateRange): void
  departureDays?: ReadonlySet<string> | null
  busy?: boolean
}) {
  const t = useTranslations('search')
  const id = useId()
  const locale = LOCALES[edition]
  const weekStartsOn = EDITIONS[edition].weekStartsOn
  const [offset, setOffset] = useState(0)
  const [focused, setFocused] = useState<string | null>(null)
  const grid = useRef<HTMLDivElement>(null)
  const keyboardMove = useRef(false)
  const firstMonth = startOfMonth(new Date())
  const today = isoDay(new Date())
  const last = isoDay(endOfMonth(addMonths(firstMonth, CALENDAR_MONTHS - 1)))
  const month = addMonths(firstMonth, offset)
  const monthKey = format(month, 'yyyy-MM')
  // The one day in the tab order: the keyboard's, else the range's start or end, else today or the 1st.
  const tabDay = [focused, range.start, range.end, today].find((day) => day && day.startsWith(monthKey) && day >= today) ?? `${monthKey}-01`
  const weekdays = Array.from({ length: 7 }, (_, index) => new Date(2027, 2, 7 + index + weekStartsOn))

  useEffect(() => {
    if (!keyboardMove.current) return
    keyboardMove.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${tabDay}"]`)?.focus()
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).dataset.day
    const to = from && moveFocusedDay(from, event.key, { weekStartsOn, first: today, last, shift: event.shiftKey })
    if (!to) return
    event.preventDefault()
    keyboardMove.current = true
    setFocused(to)
    setOffset(differenceInCalendarMonths(parseISO(to), firstMonth))
  }

  return (
    <div className="search-calendar">
      <div className="search-calendar__head">
        <button
          type="button"
          className="search-calendar__move"
          aria-label={t('previousMonth')}
          disabled={offset === 0}
          onClick={() => setOffset(offset - 1)}
        >
          ‹
        </button>
        <h3 id={`${id}-title`} className="search-calendar__title" aria-live="polite">
          {format(month, 'LLLL yyyy', { locale })}
        </h3>
        <button
          type="button"
          className="search-calendar__move"
          aria-label={t('nextMonth')}
          disabled={offset === CALENDAR_MONTHS - 1}
          onClick={() => setOffset(offset + 1)}
        >
          ›
        </button>
      </div>
      <div ref={grid} role="grid" aria-labelledby={`${id}-title`} aria-busy={busy} className="search-calendar__grid" onKeyDown={onKeyDown}>
        <div role="row" className="search-calendar__week search-calendar__weekdays">
          {weekdays.map((day) => (
            <span key={day.getDay()} role="columnheader" aria-label={format(day, 'EEEE', { locale })}>
              <span aria-hidden="true">{format(day, 'EEEEEE', { locale })}</span>
            </span>
          ))}
        </div>
        {weeksOf(month, weekStartsOn).map((week) => (
          <div key={`${monthKey}-${week.find(Boolean)!.getDate()}`} role="row" className="search-calendar__week">
            {week.map((date, index) => {
              if (!date) return <span key={index} role="gridcell" />
              const day = isoDay(date)
              const edge = day === range.start || day === range.end
              const inside = range.start !== null && range.end !== null && day > range.start && day < range.end
              const departures = departureDays?.has(day) ?? false
              return (
                <span key={day} role="gridcell">
                  <button
                    type="button"
                    className="search-calendar__day"
                    data-day={day}
                    data-edge={edge || undefined}
                    data-inside={inside || undefined}
                    data-departures={departures || undefined}
                    tabIndex={day === tabDay ? 0 : -1}
                    disabled={day < today}
                    aria-pressed={edge}
                    aria-label={`${format(date, 'PPPP', { locale })}${departures ? `, ${t('withDepartures')}` : ''}`}
                    onClick={() => {
                      setFocused(day)
                      onChange(selectDay(range, day))
                    }}
                  >
                    {format(date, 'd')}
                  </button>
                </span>
              )
            })}
          </div>
        ))}
      </div>
      <p className="search-calendar__status" role="status">
        {busy ? t('departuresLoading') : departureDays ? <span className="search-calendar__legend">{t('departuresLegend')}</span> : null}
      </p>
    </div>
  )
}

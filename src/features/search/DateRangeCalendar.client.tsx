'use client'
import { addMonths, eachDayOfInterval, endOfMonth, format, getDay, startOfMonth } from 'date-fns'
import { de, enGB, enUS, es, fr, it, type Locale } from 'date-fns/locale'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { selectDay, type DateRange } from '@/features/calendar/range-selection'

/** Months the dates tab reaches ahead. */
export const CALENDAR_MONTHS = 18

const LOCALES: Record<EditionCode, Locale> = { it, es, fr, de, en: enGB, us: enUS, intl: enGB }
const isoDay = (date: Date) => format(date, 'yyyy-MM-dd')

/**
 * The dates tab: one month at a time over the next 18, each day a button (a past day cannot be
 * picked); clicks follow the range rules (start, end, swap, clear).
 */
export function DateRangeCalendar({
  edition,
  range,
  onChange,
}: {
  edition: EditionCode
  range: DateRange
  onChange(range: DateRange): void
}) {
  const t = useTranslations('search')
  const locale = LOCALES[edition]
  const weekStartsOn = EDITIONS[edition].weekStartsOn
  const [offset, setOffset] = useState(0)
  const today = isoDay(new Date())
  const month = addMonths(startOfMonth(new Date()), offset)
  const days = eachDayOfInterval({ start: month, end: endOfMonth(month) })
  const leading = (getDay(month) - weekStartsOn + 7) % 7
  const weekdays = Array.from({ length: 7 }, (_, index) => format(new Date(2027, 2, 7 + index + weekStartsOn), 'EEEEEE', { locale }))
  const title = format(month, 'LLLL yyyy', { locale })
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
        <h3 className="search-calendar__title" aria-live="polite">
          {title}
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
      <ol className="search-calendar__weekdays" aria-hidden="true">
        {weekdays.map((day) => (
          <li key={day}>{day}</li>
        ))}
      </ol>
      <ol className="search-calendar__grid">
        {days.map((date, index) => {
          const day = isoDay(date)
          const edge = day === range.start || day === range.end
          const inside = range.start !== null && range.end !== null && day > range.start && day < range.end
          return (
            <li key={day} style={index === 0 ? { gridColumnStart: leading + 1 } : undefined}>
              <button
                type="button"
                className="search-calendar__day"
                data-edge={edge || undefined}
                data-inside={inside || undefined}
                disabled={day < today}
                aria-pressed={edge}
                aria-label={format(date, 'PPPP', { locale })}
                onClick={() => onChange(selectDay(range, day))}
              >
                {format(date, 'd')}
              </button>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

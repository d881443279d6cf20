import { EDITIONS, type EditionCode } from '@/editions/editions'
import { formatMonth, formatPrice } from '@/editions/formats'
import { translator } from '@/editions/translator'
import type { CalendarMonth, DayCell } from '@/features/calendar/build-months'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import type { CalendarData } from './load-calendar'
import './calendar.css'

/** Weekday initials in the edition's language, from its first day of the week. */
function weekdays(edition: EditionCode): string[] {
  const format = new Intl.DateTimeFormat(EDITIONS[edition].locale, { weekday: 'short', timeZone: 'UTC' })
  // 2027-03-07 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2027, 2, 7 + index + EDITIONS[edition].weekStartsOn))))
}

/**
 * One day of a month. Most days have no departure: they are an empty cell whose number the grid's
 * CSS counts out, so fifteen months of days stay light in the HTML and in the page's RSC payload;
 * departure days carry their date, status and link. The first day of a month starts in its
 * weekday's column (no padding cells before it, none after the last).
 */
function Day({ cell, column, data, edition, currency }: { cell: DayCell; column: number | undefined; data: CalendarData; edition: EditionCode; currency: Parameters<typeof formatPrice>[1] }) {
  const covered = cell.tours.length > 0 ? 'b-calendar__day--covered' : ''
  // Props left out rather than undefined: an undefined prop still takes room in the RSC payload.
  const place = column ? { style: { gridColumnStart: column } } : {}
  if (!cell.tourId || cell.old) {
    const flags = [covered, cell.old ? 'b-calendar__day--old' : ''].filter(Boolean).join(' ')
    return <li {...(flags ? { className: flags } : {})} {...place} />
  }
  const status = translator(edition, 'catalog')(`status.${cell.salesStatus!}`)
  const price = formatPrice(cell.price!, currency)
  const monthYear = formatMonth(cell.date.slice(0, 7), edition)
  // The link reads "12 March 2027, Confirmed, €1,290": the visible day and price, the rest for screen readers.
  return (
    <li
      className={['b-calendar__day--departure', covered].filter(Boolean).join(' ')}
      {...place}
      data-date={cell.date}
      data-status={cell.salesStatus}
      {...(cell.tourId === data.selectedTourId ? { 'aria-current': 'date' as const } : {})}
    >
      <a href={data.tourUrls[cell.tourId]}>
        <span className="b-calendar__number">{Number(cell.day)}</span>
        <span className="visually-hidden">
          {' '}
          {monthYear}, {status},{' '}
        </span>
        <span className="b-calendar__price">{price}</span>
      </a>
    </li>
  )
}

/** The weekday column of a month's first day, when it is not the first column. */
function firstDayColumn(month: CalendarMonth): number | undefined {
  const column = month.data.findIndex((cell) => cell.day) + 1
  return column > 1 ? column : undefined
}

/**
 * A travel's departures (or those of some places) as months of days (spec 000 §3, §9): the best
 * status of each day, prices in the visitor's currency, a link to each departure. Months slide
 * side by side on large screens and scroll down on small ones under a sticky weekday row; the
 * island adds the slider's buttons and scrolls to the requested date.
 */
export function Calendar({ block, frame, context, data }: BlockProps<'calendar', CalendarData>) {
  const { edition, currency } = context
  const t = translator(edition, 'calendar')
  const catalogText = translator(edition, 'catalog')
  const days = weekdays(edition)
  const listId = `${frame.id}-months`
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-calendar">
        {block.title && <h2 className="b-calendar__title">{block.title}</h2>}
        <div className="b-calendar__months" id={listId} role="region" aria-label={t('months')} tabIndex={0}>
          {data.months.map((month) => (
            <section key={month.label} className="b-calendar__month" data-month={month.label} aria-labelledby={`${frame.id}-${month.label}`}>
              <h3 className="b-calendar__month-title" id={`${frame.id}-${month.label}`}>
                {formatMonth(month.label, edition)}
                <span className="b-calendar__counter">{month.tourCounter > 0 ? catalogText('departures', { count: month.tourCounter }) : catalogText('noDeparturesThisMonth')}</span>
              </h3>
              <ol className="b-calendar__weekdays" aria-hidden="true">
                {days.map((day) => (
                  <li key={day}>{day}</li>
                ))}
              </ol>
              <ol className="b-calendar__grid">
                {month.data
                  .filter((cell) => cell.day)
                  .map((cell, index) => (
                    <Day key={cell.day} cell={cell} column={index === 0 ? firstDayColumn(month) : undefined} data={data} edition={edition} currency={currency} />
                  ))}
              </ol>
            </section>
          ))}
        </div>
        <Island frame={frame} type="calendar" props={{ listId, labels: { previous: t('previousMonth'), next: t('nextMonth') }, focusDate: context.routeData.tour?.startingDate ?? null }} />
      </div>
    </BlockRoot>
  )
}


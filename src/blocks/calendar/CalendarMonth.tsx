import type { CSSProperties } from 'react'
import type { TourStatus } from '@/features/catalog/statuses'
import { departureHref, type DepartureDay, type MonthView } from './calendar-view'
import { weekRows } from './drawn-months'

type MonthProps = {
  month: MonthView
  hrefPrefix: string | null
  idPrefix: string
  weekdays: readonly string[]
  statuses: Readonly<Record<TourStatus, string>>
  /** The departures on the signed-in customer's wishlist, marked with a heart, and the words a screen reader hears for it. */
  saved?: { tours: ReadonlySet<number>; label: string }
}

/**
 * A month of days. Plain days are empty cells whose number the grid's CSS counts out; departure
 * days carry their date, status and link. The first day starts in its weekday's column.
 */
export function CalendarMonth({ month, hrefPrefix, idPrefix, weekdays, statuses, saved }: MonthProps) {
  const titleId = `${idPrefix}-${month.key}`
  const departures = new Map(month.departures.map((departure) => [departure.day, departure]))
  const covered = (day: number) => month.covered.some(([first, last]) => day >= first && day <= last)
  return (
    <section className="b-calendar__month" data-month={month.key} aria-labelledby={titleId}>
      <h3 className="b-calendar__month-title" id={titleId}>
        {month.title}
        <span className="b-calendar__counter">{month.counter}</span>
      </h3>
      <ol className="b-calendar__weekdays" aria-hidden="true">
        {weekdays.map((weekday) => (
          <li key={weekday}>{weekday}</li>
        ))}
      </ol>
      <ol className="b-calendar__grid">
        {Array.from({ length: month.length }, (_, index) => {
          const day = index + 1
          const classes = [covered(day) && 'b-calendar__day--covered', day <= month.pastDays && 'b-calendar__day--old']
          const style = day === 1 && month.firstColumn > 1 ? { gridColumnStart: month.firstColumn } : undefined
          const departure = departures.get(day)
          if (!departure) return <li key={day} className={classes.filter(Boolean).join(' ') || undefined} style={style} />
          return (
            <li
              key={day}
              className={['b-calendar__day--departure', ...classes].filter(Boolean).join(' ')}
              style={style}
              data-date={`${month.key}-${String(day).padStart(2, '0')}`}
              data-status={departure.status}
              aria-current={departure.current ? 'date' : undefined}
            >
              <DepartureLink
                departure={departure}
                href={departureHref(departure, hrefPrefix)}
                monthTitle={month.title}
                status={statuses[departure.status]}
                savedLabel={saved?.tours.has(departure.tourId) ? saved.label : null}
              />
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/**
 * A month not drawn yet: its title and counter, and the height of its weeks (`--weeks`), so that
 * the calendar scrolls as if its days were there. The island draws it once scrolled near.
 */
export function PendingMonth({ month }: { month: MonthView }) {
  return (
    <section
      className="b-calendar__month b-calendar__month--pending"
      data-month={month.key}
      style={{ '--weeks': weekRows(month) } as CSSProperties}
    >
      <h3 className="b-calendar__month-title">
        {month.title}
        <span className="b-calendar__counter">{month.counter}</span>
      </h3>
    </section>
  )
}

/** Reads "12 March 2027, Confirmed, €1,290" (and ", on your wishlist" with a heart when saved): the visible day and price, the rest for screen readers. */
function DepartureLink({
  departure,
  href,
  monthTitle,
  status,
  savedLabel,
}: {
  departure: DepartureDay
  href: string
  monthTitle: string
  status: string
  savedLabel: string | null
}) {
  return (
    <a href={href}>
      <span className="b-calendar__number">{departure.day}</span>
      <span className="visually-hidden">{` ${monthTitle}, ${status}, `}</span>
      <span className="b-calendar__price">{departure.price}</span>
      {savedLabel && (
        <span className="b-calendar__saved">
          <span aria-hidden="true">♥</span>
          <span className="visually-hidden">{`, ${savedLabel}`}</span>
        </span>
      )}
    </a>
  )
}

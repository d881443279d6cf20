'use client'
import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react'
import { isLargeScreen } from '@/shell/header/constants'
import type { TourStatus } from '@/features/catalog/statuses'
import { useWishlist } from '@/customer/wishlist/use-wishlist'
import { savedSets } from '@/customer/wishlist/wishlist-shape'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { CalendarMonth } from './CalendarMonth'

type MonthProps = ComponentProps<typeof CalendarMonth>
import type { MonthView } from './calendar-view'

export type CalendarIslandProps = {
  listId: string
  /** The months' region name. */
  label: string
  weekdays: string[]
  statuses: Record<TourStatus, string>
  months: MonthView[]
  buttons: { previous: string; next: string }
  /** `YYYY-MM-DD` to bring into view: the page's tour; else the address's searched start date (`dateFrom`). */
  focusDate: string | null
  /** What a screen reader hears for a departure on the wishlist. */
  savedLabel: string
}

/** The signed-in customer's saved departures, loaded in the browser (the page's HTML marks none). */
function SavedMonths(props: Omit<MonthProps, 'saved'> & { savedLabel: string }) {
  const wishlist = useWishlist()
  const tours = useMemo(() => (wishlist ? savedSets(wishlist).tours : new Set<number>()), [wishlist])
  const { savedLabel, ...month } = props
  return <CalendarMonth {...month} saved={{ tours, label: savedLabel }} />
}

/** The start date the visitor searched for, when the address carries a valid one (the cached page cannot know it). */
function searchedDay(): string | null {
  const value = new URLSearchParams(location.search).get('dateFrom')
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
}

/**
 * The months of a calendar, drawn from their compact description (on the server into the page's
 * HTML, then here). Once interactive: previous / next buttons slide the months on large
 * screens; on any screen the requested date's month (small screens: its week) is scrolled into view.
 */
export default function CalendarIsland({ listId, label, weekdays, statuses, months, buttons, focusDate, savedLabel }: CalendarIslandProps) {
  const listRef = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const update = () => setEdges({ start: list.scrollLeft <= 4, end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 4 })
    update()
    list.addEventListener('scroll', update, { passive: true })
    const day = focusDate ?? searchedDay()
    if (day) {
      const target =
        list.querySelector<HTMLElement>(`[data-date="${day}"]`) ?? list.querySelector<HTMLElement>(`[data-month="${day.slice(0, 7)}"]`)
      const month = target?.closest<HTMLElement>('[data-month]')
      if (month && isLargeScreen()) list.scrollTo({ left: month.offsetLeft - list.offsetLeft })
      else target?.scrollIntoView({ block: 'center' })
    }
    return () => list.removeEventListener('scroll', update)
  }, [focusDate])

  const slide = (direction: 1 | -1) => {
    const list = listRef.current
    const month = list?.querySelector<HTMLElement>('[data-month]')
    if (list && month) list.scrollBy({ left: direction * (month.offsetWidth + 24), behavior: 'smooth' })
  }

  return (
    <SiteQueries>
      <div className="b-calendar__months" id={listId} ref={listRef} role="region" aria-label={label} tabIndex={0}>
        {months.map((month) => (
          <SavedMonths key={month.key} month={month} idPrefix={listId} weekdays={weekdays} statuses={statuses} savedLabel={savedLabel} />
        ))}
      </div>
      <div className="b-calendar__controls">
        <button type="button" onClick={() => slide(-1)} disabled={edges.start} aria-controls={listId} aria-label={buttons.previous}>
          ‹
        </button>
        <button type="button" onClick={() => slide(1)} disabled={edges.end} aria-controls={listId} aria-label={buttons.next}>
          ›
        </button>
      </div>
    </SiteQueries>
  )
}

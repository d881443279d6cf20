'use client'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentProps } from 'react'
import { MD_BREAKPOINT_PX, isLargeScreen } from '@/shell/header/constants'
import type { TourStatus } from '@/features/catalog/statuses'
import { useWishlist } from '@/customer/wishlist/use-wishlist'
import { savedSets } from '@/customer/wishlist/wishlist-shape'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { CalendarMonth, PendingMonth } from './CalendarMonth'
import { initiallyDrawnMonths, monthOf } from './drawn-months'
import type { MonthView } from './calendar-view'

type MonthProps = ComponentProps<typeof CalendarMonth>

export type CalendarIslandProps = {
  listId: string
  /** The months' region name. */
  label: string
  weekdays: string[]
  statuses: Record<TourStatus, string>
  months: MonthView[]
  /** What departures' pages start with, before their id, when they share it. */
  hrefPrefix: string | null
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
const noSearchedDay = () => null
/** The page's address is read once: the calendar does not follow later changes of it. */
const unchangingAddress = () => () => {}

/** Large screens keep the slider of every month; the page's HTML has the first ones only, as for a phone. */
function onScreenSizeChange(change: () => void) {
  const query = window.matchMedia(`(min-width: ${MD_BREAKPOINT_PX}px)`)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}
const notLargeScreen = () => false

/** The drawn months with some more (the same set when none is new, so nothing renders again). */
function withMonths(drawn: Set<string>, keys: readonly string[]): Set<string> {
  return keys.every((key) => drawn.has(key)) ? drawn : new Set([...drawn, ...keys])
}

/** Brings a day into view inside the months: its month to the slider's start on large screens, the day to the middle of the scroll on small ones. */
function scrollToDay(list: HTMLElement, day: string) {
  const month = list.querySelector<HTMLElement>(`[data-month="${monthOf(day)}"]`)
  if (!month) return
  if (isLargeScreen()) {
    list.scrollTo({ left: month.offsetLeft - list.offsetLeft })
    return
  }
  const cell = month.querySelector<HTMLElement>(`.b-calendar__grid > li:nth-child(${Number(day.slice(8))})`) ?? month
  const offset = cell.getBoundingClientRect().top - list.getBoundingClientRect().top
  list.scrollTo({ top: list.scrollTop + offset - (list.clientHeight - cell.offsetHeight) / 2 })
}

/**
 * The months of a calendar, drawn from their compact description (on the server into the page's
 * HTML, then here): the first ones and the requested date's month at once; on a small screen each
 * other month once scrolled near, on a large one all of them. Once interactive: previous / next buttons slide the months on large screens; on
 * small screens the months scroll down inside the calendar under a sticky weekday row; on any
 * screen the requested date is scrolled into view.
 */
export default function CalendarIsland({
  listId,
  label,
  weekdays,
  statuses,
  months,
  hrefPrefix,
  buttons,
  focusDate,
  savedLabel,
}: CalendarIslandProps) {
  const listRef = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })
  const searched = useSyncExternalStore(unchangingAddress, searchedDay, noSearchedDay)
  const requested = focusDate ?? searched
  const [drawn, setDrawn] = useState(() => initiallyDrawnMonths(months, focusDate))
  const large = useSyncExternalStore(onScreenSizeChange, isLargeScreen, notLargeScreen)
  const isDrawn = (key: string) => large || drawn.has(key) || (requested !== null && key === monthOf(requested))

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const update = () => setEdges({ start: list.scrollLeft <= 4, end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 4 })
    update()
    list.addEventListener('scroll', update, { passive: true })
    return () => list.removeEventListener('scroll', update)
  }, [])

  // The requested day's month is drawn in the same render, so the day is there to scroll to.
  useEffect(() => {
    const list = listRef.current
    if (list && requested) scrollToDay(list, requested)
  }, [requested])

  // A month is drawn when it comes within one calendar's length of the visible ones.
  useEffect(() => {
    const list = listRef.current
    const pending = list?.querySelectorAll<HTMLElement>('.b-calendar__month--pending')
    if (!list || !pending?.length) return
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => (entry.target as HTMLElement).dataset.month!)
        setDrawn((current) => withMonths(current, near))
      },
      { root: list, rootMargin: '100%' },
    )
    pending.forEach((month) => observer.observe(month))
    return () => observer.disconnect()
  }, [drawn, large])

  const slide = (direction: 1 | -1) => {
    const list = listRef.current
    const month = list?.querySelector<HTMLElement>('[data-month]')
    if (list && month) list.scrollBy({ left: direction * (month.offsetWidth + 24), behavior: 'smooth' })
  }

  return (
    <SiteQueries>
      <div className="b-calendar__months" id={listId} ref={listRef} role="region" aria-label={label} tabIndex={0}>
        {months.map((month) =>
          isDrawn(month.key) ? (
            <SavedMonths
              key={month.key}
              month={month}
              hrefPrefix={hrefPrefix}
              idPrefix={listId}
              weekdays={weekdays}
              statuses={statuses}
              savedLabel={savedLabel}
            />
          ) : (
            <PendingMonth key={month.key} month={month} />
          ),
        )}
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

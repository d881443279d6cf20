'use client'
import { useEffect, useState } from 'react'
import { isLargeScreen } from '@/features/header/constants'

export type CalendarIslandProps = {
  listId: string
  labels: { previous: string; next: string }
  /** `YYYY-MM-DD` to bring into view: the page's tour; else the address's searched start date (`dateFrom`). */
  focusDate: string | null
}

/** The start date the visitor searched for, when the address carries a valid one (the cached page cannot know it). */
function searchedDay(): string | null {
  const value = new URLSearchParams(location.search).get('dateFrom')
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
}

/**
 * The calendar once interactive: previous / next buttons slide the months on large screens; on
 * any screen the requested date's month (small screens: its week) is scrolled into view.
 */
export default function CalendarIsland({ listId, labels, focusDate }: CalendarIslandProps) {
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list) return
    const update = () => setEdges({ start: list.scrollLeft <= 4, end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 4 })
    update()
    list.addEventListener('scroll', update, { passive: true })
    const day = focusDate ?? searchedDay()
    if (day) {
      const target = list.querySelector<HTMLElement>(`[data-date="${day}"]`) ?? list.querySelector<HTMLElement>(`[data-month="${day.slice(0, 7)}"]`)
      const month = target?.closest<HTMLElement>('[data-month]')
      if (month && isLargeScreen()) list.scrollTo({ left: month.offsetLeft - list.offsetLeft })
      else target?.scrollIntoView({ block: 'center' })
    }
    return () => list.removeEventListener('scroll', update)
  }, [listId, focusDate])

  const slide = (direction: 1 | -1) => {
    const list = document.getElementById(listId)
    const month = list?.querySelector<HTMLElement>('[data-month]')
    if (list && month) list.scrollBy({ left: direction * (month.offsetWidth + 24), behavior: 'smooth' })
  }

  return (
    <div className="b-calendar__controls">
      <button type="button" onClick={() => slide(-1)} disabled={edges.start} aria-controls={listId} aria-label={labels.previous}>
        ‹
      </button>
      <button type="button" onClick={() => slide(1)} disabled={edges.end} aria-controls={listId} aria-label={labels.next}>
        ›
      </button>
    </div>
  )
}

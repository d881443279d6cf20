'use client'
import { useEffect, useRef, useState } from 'react'
import { useBlockRoot } from '../island-root'
import { ALL_DESTINATIONS, matchesDestination } from './destination-filter'

export type CoordinatorFilterProps = {
  selectId: string
  label: string
  /** The first is every destination; each comes with the count to announce when chosen. */
  options: Array<{ value: string; label: string; status: string }>
}

/**
 * A destination select over the server-rendered cards: the cards of other destinations hide and
 * the number shown is announced. Nothing is fetched and the address does not change.
 */
export default function CoordinatorFilter({ selectId, label, options }: CoordinatorFilterProps) {
  const root = useBlockRoot()
  const select = useRef<HTMLSelectElement>(null)
  const [chosen, setChosen] = useState(ALL_DESTINATIONS)

  // A choice made before the island woke up (the select is in the server's HTML) counts.
  useEffect(() => {
    const early = select.current?.value
    if (early) setChosen(early)
  }, [])

  useEffect(() => {
    root.current?.querySelectorAll<HTMLElement>('[data-destinations]').forEach((card) => {
      card.hidden = !matchesDestination(card.dataset.destinations ?? '', chosen)
    })
  }, [root, chosen])

  return (
    <div className="b-coordinators__filter">
      <label className="b-coordinators__filter-label" htmlFor={selectId}>
        {label}
      </label>
      <select
        ref={select}
        id={selectId}
        className="b-coordinators__select"
        defaultValue={ALL_DESTINATIONS}
        onChange={(event) => setChosen(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p className="b-coordinators__count" role="status" aria-live="polite">
        {options.find((option) => option.value === chosen)?.status}
      </p>
    </div>
  )
}

'use client'
import { useTranslations } from 'next-intl'
import { useId, useState, type KeyboardEvent } from 'react'
import type { EditionCode } from '@/editions/editions'
import { useSearchBar } from './search-store'
import { ContinentsCarousel } from './ContinentsCarousel.client'
import { flagEmoji } from './flag-emoji'
import { useSearchOptions, useWhereResults } from './search-data'
import { pickDestination, toggleContinent, typeWhere } from './where-selection'

/**
 * Where: a combobox over the destinations (WAI-ARIA pattern: arrow keys move through the list,
 * Enter picks, Escape closes the list; the count is announced), and the continents as toggles.
 */
export function WhereField({
  edition,
  travelsHref,
  onFocusChange,
}: {
  edition: EditionCode
  travelsHref: string
  onFocusChange(focused: boolean): void
}) {
  const t = useTranslations('search')
  const id = useId()
  const { where, setWhere } = useSearchBar()
  const options = useSearchOptions(edition)
  const results = useWhereResults(edition, where.destination ? '' : where.text)
  const [listOpen, setListOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const destinations = results.data?.destinations ?? []
  const typed = results.data?.typed ?? ''
  const expanded = listOpen && destinations.length > 0
  const optionId = (index: number) => `${id}-option-${index}`

  const pick = (index: number) => {
    const destination = destinations[index]
    if (!destination) return
    setWhere(pickDestination(where, { id: destination.id, name: destination.name }))
    setListOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setListOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (destinations.length ? (current + step + destinations.length) % destinations.length : -1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      pick(active)
    } else if (event.key === 'Escape' && expanded) {
      // The list closes; the bar stays open.
      event.preventDefault()
      event.stopPropagation()
      setListOpen(false)
      setActive(-1)
    }
  }

  return (
    <section className="search-bar__where" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="search-bar__label">
        {t('where')}
      </label>
      <input
        id={`${id}-input`}
        className="search-bar__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('wherePlaceholder')}
        maxLength={100}
        value={where.text}
        onChange={(event) => {
          setWhere(typeWhere(where, event.target.value))
          setListOpen(true)
          setActive(-1)
        }}
        onFocus={() => {
          onFocusChange(true)
          setListOpen(true)
        }}
        onBlur={() => onFocusChange(false)}
        onKeyDown={onKeyDown}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {listOpen && results.data ? t('results', { count: destinations.length }) : ''}
      </p>
      {!where.destination && (
        <>
          {!typed && destinations.length > 0 && <p className="search-bar__hint">{t('topDestinations')}</p>}
          <ul id={`${id}-list`} role="listbox" aria-label={t('where')} className="search-bar__options" hidden={!expanded}>
            {destinations.map((destination, index) => (
              <li
                key={destination.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="search-bar__option"
                // Picked before the box's blur can close the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
              >
                <span className="search-bar__option-name">
                  {/* The name beside it says which country: the flag is decoration to a screen reader. */}
                  <span className="search-bar__flag" aria-hidden="true">
                    {flagEmoji(destination.isoCodeAlpha2)}
                  </span>
                  {destination.name}
                </span>
                <span className="search-bar__option-counts">
                  {t('destinationCounts', { itineraries: destination.itineraries, departures: destination.departures })}
                </span>
              </li>
            ))}
          </ul>
          {typed && results.isSuccess && destinations.length === 0 && (
            <p className="search-bar__empty">
              {t('whereNotFound')} <a href={travelsHref}>{t('showTravels')}</a>
            </p>
          )}
        </>
      )}
      {options.data && (
        <ContinentsCarousel
          continents={options.data.continents}
          selectedId={where.continentId}
          onToggle={(continentId) => setWhere(toggleContinent(where, continentId))}
        />
      )}
    </section>
  )
}

'use client'
import useEmblaCarousel from 'embla-carousel-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

type Continent = { id: number; name: string }

/**
 * The continents as a row that scrolls sideways (swipe, drag, or the previous and next buttons),
 * each a toggle button: pressed when it is the where selection. A continent reached by Tab
 * scrolls into view (Embla's focus handling).
 */
export function ContinentsCarousel({
  continents,
  selectedId,
  onToggle,
}: {
  continents: readonly Continent[]
  selectedId: number | null
  onToggle(continentId: number): void
}) {
  const t = useTranslations('search')
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', dragFree: true })
  const [edges, setEdges] = useState({ previous: false, next: false })

  useEffect(() => {
    if (!embla) return
    const sync = () => setEdges({ previous: embla.canScrollPrev(), next: embla.canScrollNext() })
    sync()
    embla.on('select', sync).on('scroll', sync).on('reInit', sync).on('resize', sync)
    return () => {
      embla.off('select', sync).off('scroll', sync).off('reInit', sync).off('resize', sync)
    }
  }, [embla])

  return (
    <div className="search-bar__continents" role="group" aria-label={t('continents')}>
      <button
        type="button"
        className="search-bar__continents-move"
        aria-label={t('previousContinents')}
        disabled={!edges.previous}
        onClick={() => embla?.scrollPrev()}
      >
        ‹
      </button>
      <div className="search-bar__continents-viewport" ref={viewportRef}>
        <div className="search-bar__continents-track">
          {continents.map((continent) => (
            <button
              key={continent.id}
              type="button"
              className="search-bar__chip"
              aria-pressed={selectedId === continent.id}
              onClick={() => onToggle(continent.id)}
            >
              {continent.name}
            </button>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="search-bar__continents-move"
        aria-label={t('nextContinents')}
        disabled={!edges.next}
        onClick={() => embla?.scrollNext()}
      >
        ›
      </button>
    </div>
  )
}

'use client'
import useEmblaCarousel from 'embla-carousel-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import type { WordedCard } from '@/features/trip-cards/worded-card'
import { useBlockRoot } from '../island-root'
import { CardSlides } from './CardSlides'
import { CAROUSEL_DEBOUNCE_MS, CAROUSEL_DOT_THRESHOLD_PX } from './constants'

/** `cards`: trip cards the island draws itself (a listing's carousel); without them the slides are the server's. */
export type CarouselControlsProps = { slideCount: number; cards?: { items: WordedCard[]; perView: number } }

/** A missing carousel container is reported to error tracking, never a crash. */
function reportMissingContainer() {
  const error = new Error('Carousel: the slide container is missing')
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error)
  else console.error(error)
}

/** Turns the slides (the server's, or the trip cards it draws) into an Embla carousel and adds its buttons and dots. */
export default function CarouselControls({ slideCount, cards }: CarouselControlsProps) {
  const t = useTranslations('carousel')
  const root = useBlockRoot()
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto' })
  const [snaps, setSnaps] = useState<number[]>([])
  const [selected, setSelected] = useState(0)
  const [edges, setEdges] = useState({ previous: false, next: slideCount > 1 })
  const pointerStart = useRef<{ x: number; y: number } | null>(null)

  useEffect(() => {
    const viewport = root.current?.querySelector<HTMLElement>('.b-carousel__viewport') ?? null
    if (!viewport) reportMissingContainer()
    viewportRef(viewport)
    viewport?.classList.add('is-ready')
    return () => viewport?.classList.remove('is-ready')
  }, [root, viewportRef])

  useEffect(() => {
    if (!embla) return
    const sync = () => {
      setSelected(embla.selectedScrollSnap())
      setEdges({ previous: embla.canScrollPrev(), next: embla.canScrollNext() })
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const remeasure = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        setSnaps(embla.scrollSnapList())
        sync()
      }, CAROUSEL_DEBOUNCE_MS)
    }
    remeasure()
    embla.on('select', sync).on('reInit', remeasure).on('resize', remeasure)
    return () => {
      clearTimeout(timer)
      embla.off('select', sync).off('reInit', remeasure).off('resize', remeasure)
    }
  }, [embla])

  // A dot press that moved more than the threshold was a swipe over the dots, not a choice.
  const onDotDown = (event: PointerEvent) => (pointerStart.current = { x: event.clientX, y: event.clientY })
  const onDotClick = (index: number, event: { clientX: number; clientY: number; detail: number }) => {
    const start = pointerStart.current
    pointerStart.current = null
    if (start && event.detail > 0 && Math.hypot(event.clientX - start.x, event.clientY - start.y) > CAROUSEL_DOT_THRESHOLD_PX) return
    embla?.scrollTo(index)
  }

  const controls = (
    <div className="b-carousel__controls">
      <button
        type="button"
        className="b-carousel__arrow"
        aria-label={t('previous')}
        disabled={!edges.previous}
        onClick={() => embla?.scrollPrev()}
      >
        ‹
      </button>
      <div className="b-carousel__dots">
        {snaps.length > 1 &&
          snaps.map((_, index) => (
            <button
              key={index}
              type="button"
              className="b-carousel__dot"
              aria-label={t('goTo', { n: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onPointerDown={onDotDown}
              onClick={(event) => onDotClick(index, event)}
            />
          ))}
      </div>
      <button type="button" className="b-carousel__arrow" aria-label={t('next')} disabled={!edges.next} onClick={() => embla?.scrollNext()}>
        ›
      </button>
    </div>
  )
  if (!cards) return controls
  return (
    <>
      <CardSlides cards={cards.items} perView={cards.perView} />
      {controls}
    </>
  )
}

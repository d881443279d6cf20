'use client'
import { useEffect, useState, type ComponentProps } from 'react'
import { useBlockRoot } from '../island-root'
import { ReviewTrack } from './ReviewTrack'

export type ReviewsSliderProps = { track: ComponentProps<typeof ReviewTrack>; labels: { previous: string; next: string } }

/** The review track and its previous / next buttons: each scrolls it by one view, disabled at its ends. */
export default function ReviewsSlider({ track, labels }: ReviewsSliderProps) {
  const root = useBlockRoot()
  const [ends, setEnds] = useState({ start: true, end: false })

  useEffect(() => {
    const track = root.current?.querySelector<HTMLElement>('[data-reviews-track]')
    if (!track) return
    const update = () => setEnds({ start: track.scrollLeft <= 1, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1 })
    update()
    track.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      track.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [root])

  const scroll = (direction: 1 | -1) => {
    const track = root.current?.querySelector<HTMLElement>('[data-reviews-track]')
    track?.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' })
  }

  return (
    <>
      <ReviewTrack {...track} />
      <div className="b-reviews__controls">
        <button type="button" className="b-reviews__arrow" aria-label={labels.previous} disabled={ends.start} onClick={() => scroll(-1)}>
          ‹
        </button>
        <button type="button" className="b-reviews__arrow" aria-label={labels.next} disabled={ends.end} onClick={() => scroll(1)}>
          ›
        </button>
      </div>
    </>
  )
}

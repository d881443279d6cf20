'use client'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { Dialog } from '@/lib/react/Dialog.client'
import { useBlockRoot } from '../island-root'
import { fullSrcSet, imageAt, type GalleryImage } from './gallery-images'
import { GalleryTiles, type TileWords } from './GalleryTiles'

export type GalleryLightboxProps = {
  images: GalleryImage[]
  /** The cover is the page's first picture: loaded at once. */
  eager: boolean
  tiles: TileWords
  /** `position` reads "{index} / {count}" in the edition's words. */
  labels: { dialog: string; close: string; previous: string; next: string; position: string }
}

/** A horizontal move this long (px) is a swipe to the next or previous picture. */
const SWIPE_PX = 40

/**
 * The gallery's tiles and lightbox: a tile's link opens its picture in a modal `Dialog` (Escape closes it);
 * arrows, the arrow keys and a swipe move through all the pictures, round the ends; closing gives
 * focus back to the tile.
 */
export default function GalleryLightbox({ images, eager, tiles, labels }: GalleryLightboxProps) {
  const root = useBlockRoot()
  const opener = useRef<HTMLElement | null>(null)
  const swipeStart = useRef<number | null>(null)
  const [index, setIndex] = useState<number | null>(null)

  useEffect(() => {
    const element = root.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLElement>('[data-gallery-index]')
      if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return
      event.preventDefault()
      opener.current = link
      setIndex(Number(link.dataset.galleryIndex))
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [root])

  const step = useCallback(
    (by: 1 | -1) => setIndex((current) => (current === null ? null : (current + by + images.length) % images.length)),
    [images.length],
  )
  const close = () => setIndex(null)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    const moved = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1)
  }

  const image = index === null ? null : images[index]
  return (
    <>
      <GalleryTiles images={images} words={tiles} eager={eager} />
      <Dialog
        open={index !== null}
        onDismiss={close}
        fallbackFocus={() => opener.current}
        className="lightbox"
        aria-label={labels.dialog}
        onKeyDown={onKeyDown}
      >
        {image && (
          <>
            <button type="button" className="lightbox__close" aria-label={labels.close} onClick={close} data-autofocus>
              ×
            </button>
            <figure className="lightbox__figure" onPointerDown={(event) => (swipeStart.current = event.clientX)} onPointerUp={onPointerUp}>
              <img key={image.id} src={imageAt(image, 'card')} srcSet={fullSrcSet(image)} sizes="100vw" alt={image.alt} draggable={false} />
              <figcaption className="lightbox__caption" aria-live="polite">
                {labels.position.replace('{index}', String(index! + 1)).replace('{count}', String(images.length))}
              </figcaption>
            </figure>
            {images.length > 1 && (
              <>
                <button
                  type="button"
                  className="lightbox__arrow lightbox__arrow--previous"
                  aria-label={labels.previous}
                  onClick={() => step(-1)}
                >
                  ‹
                </button>
                <button type="button" className="lightbox__arrow lightbox__arrow--next" aria-label={labels.next} onClick={() => step(1)}>
                  ›
                </button>
              </>
            )}
          </>
        )}
      </Dialog>
    </>
  )
}

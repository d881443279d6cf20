import { preload } from 'react-dom'
import { translator } from '@/editions/translator'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { galleryImages, imageAt, tileSrcSet } from './gallery-images'

/** Tiles shown on the page; the lightbox holds them all. */
const TILES = 5
const COVER_SIZES = '(min-width: 1024px) 60vw, 100vw'
const TILE_SIZES = '(min-width: 1024px) 20vw, 50vw'

/**
 * The travel's pictures: its cover large and a few more beside it (on phones the cover alone,
 * with the count). Each tile links to the picture itself, so without JavaScript it still opens;
 * the island turns those links into a lightbox.
 */
export default function TravelGallery({ block, frame, context }: BlockProps<'travelGallery'>) {
  const { travel } = context.routeData
  if (!travel) return null
  const images = galleryImages(travel, block.showCover !== false)
  if (images.length === 0) return null
  const t = translator(context.edition.code, 'travel')
  const [cover] = images
  // The cover is the page's largest picture at first paint: fetched before anything else.
  if (frame.index === 0)
    preload(imageAt(cover!, 'card'), { as: 'image', imageSrcSet: tileSrcSet(cover!), imageSizes: COVER_SIZES, fetchPriority: 'high' })
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-gallery">
        <h2 className="visually-hidden">{t('gallery.title')}</h2>
        <ul className="b-gallery__tiles" data-count={Math.min(images.length, TILES)}>
          {images.slice(0, TILES).map((image, index) => (
            <li key={image.id} className="b-gallery__tile">
              <a
                href={imageAt(image, 'original')}
                data-gallery-index={index}
                aria-label={t('gallery.open', { index: index + 1, count: images.length })}
              >
                <img
                  src={imageAt(image, 'card')}
                  srcSet={tileSrcSet(image)}
                  sizes={index === 0 ? COVER_SIZES : TILE_SIZES}
                  alt={image.alt}
                  width={768}
                  height={512}
                  loading={index === 0 && frame.index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
        {images.length > 1 && (
          <p className="b-gallery__count" aria-hidden="true">
            {t('gallery.count', { count: images.length })}
          </p>
        )}
        <Island
          frame={frame}
          type="travelGallery"
          props={{
            images,
            labels: {
              dialog: t('gallery.title'),
              close: t('gallery.close'),
              previous: t('gallery.previous'),
              next: t('gallery.next'),
              // Filled in the browser: the placeholders pass through as text.
              position: t('gallery.position', { index: '{index}', count: '{count}' }),
            },
          }}
        />
      </div>
    </BlockRoot>
  )
}

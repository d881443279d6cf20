import { imageAt, tileSrcSet, type GalleryImage } from './gallery-images'

/** Tiles shown on the page; the lightbox holds them all. */
const TILES = 5
export const COVER_SIZES = '(min-width: 1024px) 60vw, 100vw'
const TILE_SIZES = '(min-width: 1024px) 20vw, 50vw'

export type TileWords = {
  /** A tile link's name, "{index}" and "{count}" filled in here. */
  open: string
  /** The count over the cover on phones. */
  count: string
}

/**
 * The cover large and a few more pictures beside it (on phones the cover alone, with the count),
 * drawn by the island from the pictures' ids and names. Each tile links to the picture itself, so
 * without JavaScript it still opens.
 */
export function GalleryTiles({ images, words, eager }: { images: GalleryImage[]; words: TileWords; eager: boolean }) {
  return (
    <>
      <ul className="b-gallery__tiles" data-count={Math.min(images.length, TILES)}>
        {images.slice(0, TILES).map((image, index) => (
          <li key={image.id} className="b-gallery__tile">
            <a
              href={imageAt(image, 'original')}
              data-gallery-index={index}
              aria-label={words.open.replace('{index}', String(index + 1)).replace('{count}', String(images.length))}
            >
              <img
                src={imageAt(image, 'card')}
                srcSet={tileSrcSet(image)}
                sizes={index === 0 ? COVER_SIZES : TILE_SIZES}
                alt={image.alt}
                width={768}
                height={512}
                loading={index === 0 && eager ? 'eager' : 'lazy'}
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <p className="b-gallery__count" aria-hidden="true">
          {words.count}
        </p>
      )}
    </>
  )
}

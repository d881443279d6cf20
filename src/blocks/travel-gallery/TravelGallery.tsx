import { preload } from 'react-dom'
import { translator } from '@/editions/translator'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { galleryImages, imageAt, tileSrcSet } from './gallery-images'
import { COVER_SIZES } from './GalleryTiles'

/**
 * The travel's pictures: its cover large and a few more beside it (on phones the cover alone,
 * with the count). The island draws the tiles from the pictures it holds for its lightbox (each
 * picture once in the page), in the server's HTML too; each tile links to the picture itself, so
 * without JavaScript it still opens.
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
        <Island
          frame={frame}
          type="travelGallery"
          props={{
            images,
            eager: frame.index === 0,
            tiles: {
              // Filled in by the island: the placeholders pass through as text.
              open: t('gallery.open', { index: '{index}', count: '{count}' }),
              count: t('gallery.count', { count: images.length }),
            },
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

import type { TravelPageData } from '@/features/catalog/travel-page'
import { resourceAddress, type ResourceSize } from '@/features/media/resource'

export type GalleryImage = { id: number; seoName: string; alt: string }

/** The travel's pictures in order, its cover first when asked, each once. */
export function galleryImages(travel: Pick<TravelPageData, 'thumbnailImage' | 'gallery'>, withCover: boolean): GalleryImage[] {
  const cover = travel.thumbnailImage.desktop ?? travel.thumbnailImage.mobile
  const all = [...(withCover && cover ? [cover] : []), ...travel.gallery]
  const seen = new Set<number>()
  return all.flatMap((image) => {
    if (seen.has(image.id)) return []
    seen.add(image.id)
    return [{ id: image.id, seoName: image.seoName, alt: image.altText }]
  })
}

const at = (image: GalleryImage, size: ResourceSize) => resourceAddress(image.id, image.seoName, size)

/** Candidates of a picture shown whole (never the cropped thumbnail): the browser picks by width. */
export const fullSrcSet = (image: GalleryImage) => `${at(image, 'card')} 768w, ${at(image, 'hero')} 1600w`

/** Candidates of a tile, which crops anyway: the small thumbnail first. */
export const tileSrcSet = (image: GalleryImage) => `${at(image, 'thumbnail')} 400w, ${at(image, 'card')} 768w, ${at(image, 'hero')} 1600w`

export const imageAt = at

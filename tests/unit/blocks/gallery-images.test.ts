import { describe, expect, it } from 'vitest'
import { fullSrcSet, galleryImages, tileSrcSet } from '@/blocks/travel-gallery/gallery-images'

const picture = (id: number) => ({ id, baseUrl: '', seoName: `photo-${id}.webp`, title: `Photo ${id}`, altText: `Photo ${id}`, url: '' })

describe('gallery pictures', () => {
  const travel = { thumbnailImage: { mobile: picture(1), desktop: picture(2) }, gallery: [picture(3), picture(2), picture(4)] }

  it('start with the desktop cover when asked and hold each picture once', () => {
    expect(galleryImages(travel, true).map((image) => image.id)).toEqual([2, 3, 4])
    expect(galleryImages(travel, false).map((image) => image.id)).toEqual([3, 2, 4])
    expect(galleryImages({ thumbnailImage: { mobile: picture(1), desktop: null }, gallery: [] }, true)).toEqual([
      { id: 1, seoName: 'photo-1.webp', alt: 'Photo 1' },
    ])
  })

  it('offer the resource sizes by width; a whole picture never the cropped thumbnail', () => {
    const [image] = galleryImages(travel, true)
    expect(tileSrcSet(image!)).toBe(
      '/resource/thumbnail/2/photo-2.webp 400w, /resource/card/2/photo-2.webp 768w, /resource/hero/2/photo-2.webp 1600w',
    )
    expect(fullSrcSet(image!)).toBe('/resource/card/2/photo-2.webp 768w, /resource/hero/2/photo-2.webp 1600w')
  })
})

import type { Media } from '@/payload-types'
import { presentImage } from './search/present'

/** An upload field's image as the site API gives it; null when empty or not populated. */
export function uploadImage(media: number | Media | null | undefined) {
  if (!media || typeof media !== 'object') return null
  return presentImage({
    id: media.id,
    filename: media.filename ?? '',
    mimeType: media.mimeType ?? null,
    // Read in the page's edition: its own text when it has one.
    alt: media.localizedAlt || media.alt,
    title: media.title ?? null,
  })
}

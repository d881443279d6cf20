import type { Media } from '@/payload-types'

export type ImageSource = { src: string; srcSet?: string; width?: number; height?: number; alt: string }

const SIZE_ORDER = ['thumbnail', 'card', 'hero'] as const

/** An uploaded image as `<img>` attributes, with every generated size in its srcset. */
export function imageSource(media: number | Media | null | undefined): ImageSource | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const candidates = SIZE_ORDER.map((name) => media.sizes?.[name])
    .filter((size): size is NonNullable<typeof size> => Boolean(size?.url && size.width))
    .map((size) => `${size.url} ${size.width}w`)
  if (media.width) candidates.push(`${media.url} ${media.width}w`)
  return {
    src: media.sizes?.card?.url ?? media.url,
    srcSet: candidates.length > 1 ? candidates.join(', ') : undefined,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: media.localizedAlt || media.alt || '',
  }
}

/** An uploaded image at its largest generated size, for a share preview; null when not loaded. */
export function largestImageAddress(media: number | Media | null | undefined): string | null {
  if (!media || typeof media !== 'object') return null
  return media.sizes?.hero?.url ?? media.url ?? null
}

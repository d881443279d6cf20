import { slugify } from '@/lib/text/slug'

type StoredImage = { id: number; filename: string; mimeType: string | null; alt: string }

/** Sizes the image route serves, by name: the widths Payload generates on upload, or the original. */
export const RESOURCE_SIZES = ['thumbnail', 'card', 'hero', 'original'] as const
export type ResourceSize = (typeof RESOURCE_SIZES)[number]

export const isSvg = (image: { mimeType: string | null; filename: string }) => image.mimeType === 'image/svg+xml' || image.filename.endsWith('.svg')

/** The last part of an image's address: its description as words, `.webp` unless it is an SVG. */
export function seoName(image: StoredImage): string {
  const words = slugify(image.alt || image.filename.replace(/\.[a-z0-9]+$/i, '')).replace(/\//g, '-') || 'image'
  return `${words}.${isSvg(image) ? 'svg' : 'webp'}`
}

/** `/resource/{size}/{id}/{seo-name}`, relative to the site's base URL. */
export function resourceAddress(id: number, name: string, size: ResourceSize): string {
  return `/resource/${size}/${id}/${name}`
}

/** The address of a stored image at a size. */
export function resourcePath(image: StoredImage, size: ResourceSize): string {
  return resourceAddress(image.id, seoName(image), size)
}

/** A page slug: lowercase words joined by hyphens, optionally nested with `/` (e.g. `guides/packing-list`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

export const SLUG_MAX_LENGTH = 300

/** Turns a title into a slug: accents dropped, lowercase, hyphens between words. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/\/+/g, '/')
    .replace(/(^|\/)-+|-+($|\/)/g, '$1$2')
    .replace(/^\/+|\/+$/g, '')
}

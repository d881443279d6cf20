import type { CollectionBeforeValidateHook, TextFieldSingleValidation } from 'payload'
import type { Language } from '@/editions/editions'
import { matchRoute } from '@/editions/match-route'
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from '@/lib/text/slug'

const LANGUAGES: Language[] = ['it', 'es', 'fr', 'de', 'en']

/** The route a slug would collide with in some language: the site sends such an address to the route, never to the page. */
export function routeTakingSlug(slug: string): string | null {
  const segments = slug.split('/').filter(Boolean)
  for (const language of LANGUAGES) {
    const match = matchRoute(language, segments)
    if (match) return `${match.name} (${language})`
  }
  return null
}

/**
 * First path segments the site serves itself, ahead of any page (the proxy's non-page paths and
 * the site's own routes): with EDITION_DOMAINS a page's slug is the whole path, so a page named
 * `api` or `admin` would be shadowed or would shadow them.
 */
export const RESERVED_FIRST_SEGMENTS = ['admin', 'api', 'preview', 'login', 'logout', 'resource', 'sitemaps', 'maps']

/** Why a slug cannot be saved, or `true`: the same rule for drafts, autosaves and publishing. */
export function slugProblem(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'A slug is text.'
  if (value.length > SLUG_MAX_LENGTH) return `A slug has at most ${SLUG_MAX_LENGTH} characters.`
  if (!SLUG_PATTERN.test(value)) {
    return 'Use lowercase letters, digits and hyphens; separate nested parts with "/" (e.g. "guides/packing-list").'
  }
  const first = value.split('/')[0]!
  if (RESERVED_FIRST_SEGMENTS.includes(first)) return `"${first}" is an address of the site itself; choose another slug.`
  const route = routeTakingSlug(value)
  if (route) return `This address belongs to the site route ${route}; choose another slug.`
  return true
}

export const validateSlug: TextFieldSingleValidation = (value) => slugProblem(value)

/** A slug page without a slug gets one from its title, so it is reachable at once. */
export const fillSlugFromTitle: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || data.routingKey || data.slug || typeof data.title !== 'string') return data
  return { ...data, slug: slugify(data.title) || undefined }
}

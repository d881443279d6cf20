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

export const validateSlug: TextFieldSingleValidation = (value) => {
  if (!value) return true
  if (value.length > SLUG_MAX_LENGTH) return `A slug has at most ${SLUG_MAX_LENGTH} characters.`
  if (!SLUG_PATTERN.test(value)) {
    return 'Use lowercase letters, digits and hyphens; separate nested parts with "/" (e.g. "guides/packing-list").'
  }
  const route = routeTakingSlug(value)
  if (route) return `This address belongs to the site route ${route}; choose another slug.`
  return true
}

/** A slug page without a slug gets one from its title, so it is reachable at once. */
export const fillSlugFromTitle: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || data.routingKey || data.slug || typeof data.title !== 'string') return data
  return { ...data, slug: slugify(data.title) || undefined }
}

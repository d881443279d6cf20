import type { CollectionBeforeValidateHook, TextFieldSingleValidation } from 'payload'
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from '@/lib/text/slug'

export const validateSlug: TextFieldSingleValidation = (value) => {
  if (!value) return true
  if (value.length > SLUG_MAX_LENGTH) return `A slug has at most ${SLUG_MAX_LENGTH} characters.`
  if (!SLUG_PATTERN.test(value)) {
    return 'Use lowercase letters, digits and hyphens; separate nested parts with "/" (e.g. "guides/packing-list").'
  }
  return true
}

/** A slug page without a slug gets one from its title, so it is reachable at once. */
export const fillSlugFromTitle: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || data.routingKey || data.slug || typeof data.title !== 'string') return data
  return { ...data, slug: slugify(data.title) || undefined }
}

import type { CollectionBeforeValidateHook } from 'payload'
import { stripMarkup } from '@/lib/text/strip-markup'

/** Alt and title are plain text: markup an editor types or pastes is removed before saving. */
export const stripMarkupFromFields: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  for (const key of ['alt', 'localizedAlt', 'title'] as const) {
    if (typeof data[key] === 'string') data[key] = stripMarkup(data[key])
  }
  return data
}

import type { TextFieldSingleValidation } from 'payload'

/**
 * A page exists in an edition once it has a title there, so the title is optional per edition:
 * it is required only where the page has content (a slug or blocks) in that edition. Publishing
 * in one edition (e.g. a scheduled publish) never fails for editions the page is not in.
 */
export const validateTitle: TextFieldSingleValidation = (value, { data }) => {
  if (value && value.trim()) return true
  const page = data as { slug?: unknown; blocks?: unknown[] } | undefined
  const hasContent = Boolean(page?.slug) || (Array.isArray(page?.blocks) && page.blocks.length > 0)
  return hasContent ? 'Give the page a title in this edition (or remove its slug and blocks here).' : true
}

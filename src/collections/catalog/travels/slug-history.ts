import type { CollectionBeforeChangeHook } from 'payload'

type SlugEntry = { slug?: string | null }

/**
 * When an editor changes a travel's slug, the old one is remembered for that edition, so its old
 * address answers with a permanent redirect instead of a 404 (the API's 418, the page's 301).
 */
export const rememberPreviousSlug: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const oldSlug: unknown = originalDoc.slug
  const newSlug: unknown = data.slug ?? oldSlug
  const history: SlugEntry[] = (data.previousSlugs ?? originalDoc.previousSlugs ?? []) as SlugEntry[]
  const kept = history.filter((entry) => entry.slug && entry.slug !== newSlug)
  if (typeof oldSlug === 'string' && oldSlug !== newSlug && !kept.some((entry) => entry.slug === oldSlug)) {
    kept.push({ slug: oldSlug })
  }
  return { ...data, previousSlugs: kept.map(({ slug }) => ({ slug })) }
}

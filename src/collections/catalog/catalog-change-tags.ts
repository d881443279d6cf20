import { catalogTags } from '@/lib/cache/catalog-tags'

type Doc = Record<string, unknown> | null | undefined

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? idOf((value as { id: unknown }).id)
      : null

/**
 * The page cache tags a saved or deleted catalog document expires: a travel's or tour's edit
 * reaches its travel's pages and every list; a travel's new address or sale status also the
 * addresses that led nowhere; a coordinator's, their pages (profile, travels they lead) and the
 * list of coordinators; anything else in the catalog (places, styles, badges, periods...) shows on
 * every catalog page.
 */
export function catalogChangeTags(collection: string, doc: Doc, previousDoc: Doc): string[] {
  if (collection === 'travels') {
    const addressChanged =
      !previousDoc || JSON.stringify(doc?.slug) !== JSON.stringify(previousDoc.slug) || doc?.published !== previousDoc.published
    const id = idOf((doc ?? previousDoc)?.id)
    return [...(id === null ? [] : [catalogTags.travel(id)]), catalogTags.lists, ...(addressChanged ? [catalogTags.missingAddresses] : [])]
  }
  if (collection === 'tours') {
    const travels = new Set([idOf(doc?.travel), idOf(previousDoc?.travel)].filter((id) => id !== null))
    // A departure's address is its travel's plus its id: a new or removed tour changes what it leads to.
    const addressChanged = !previousDoc || !doc
    return [
      ...[...travels].map((id) => catalogTags.travel(id!)),
      catalogTags.lists,
      ...(addressChanged ? [catalogTags.missingAddresses] : []),
    ]
  }
  if (collection === 'coordinators') {
    const id = idOf((doc ?? previousDoc)?.id)
    return [...(id === null ? [] : [catalogTags.coordinator(id)]), catalogTags.coordinators]
  }
  return [catalogTags.all]
}

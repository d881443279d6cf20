type SearchParams = Record<string, string | string[] | undefined>

/** The page's own address query with some keys changed (`null` removes one): tab and page links. */
export function listingHref(searchParams: SearchParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    if (key in changes || value === undefined) continue
    for (const single of Array.isArray(value) ? value : [value]) params.append(key, single)
  }
  for (const [key, value] of Object.entries(changes)) if (value !== null) params.set(key, value)
  const query = params.toString()
  return query ? `?${query}` : '?'
}

/**
 * What the "where" section holds: a continent, a destination or free text, never two at once.
 * `text` is what the box shows: a picked destination's name, or what the visitor typed.
 */
export type WhereSelection = {
  continentId: number | null
  destination: { id: number; name: string } | null
  text: string
}

export const NO_WHERE: WhereSelection = { continentId: null, destination: null, text: '' }

/** Typing clears any continent or destination: the text is free text now. */
export const typeWhere = (_current: WhereSelection, text: string): WhereSelection => ({ ...NO_WHERE, text })

/** A continent replaces anything else; clicking the selected one again deselects it. */
export const toggleContinent = (current: WhereSelection, continentId: number): WhereSelection =>
  current.continentId === continentId ? NO_WHERE : { ...NO_WHERE, continentId }

/** A destination replaces anything else, its name in the box. */
export const pickDestination = (_current: WhereSelection, destination: { id: number; name: string }): WhereSelection => ({
  ...NO_WHERE,
  destination,
  text: destination.name,
})

/** Free text as the search sends it: trimmed, and only when no destination was picked. */
export const freeText = (where: WhereSelection): string | null => (where.destination ? null : where.text.trim() || null)

export const hasWhere = (where: WhereSelection): boolean =>
  where.continentId !== null || where.destination !== null || freeText(where) !== null

/** The where selection as the catalog's filter set says it: a continent, a destination or free text. */
export function whereFilter(where: WhereSelection): { continentId?: number[]; destinationId?: number[]; textSearch?: string } {
  if (where.continentId !== null) return { continentId: [where.continentId] }
  if (where.destination) return { destinationId: [where.destination.id] }
  const text = freeText(where)
  return text ? { textSearch: text } : {}
}

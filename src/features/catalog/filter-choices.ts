import { EDITIONS, type EditionCode } from '@/editions/editions'
import type { CatalogSnapshot, Named } from './search/snapshot'

export type FilterChoice = { value: string; label: string }

/** The filter panel's lists: what a search can be narrowed to, in the edition's language. */
export type FilterChoices = {
  badgeId: FilterChoice[]
  travelStyles: FilterChoice[]
  travelTypes: FilterChoice[]
  costCenters: FilterChoice[]
}

/** Worked out once per snapshot and edition: a snapshot never changes. */
const memo = new WeakMap<CatalogSnapshot, Map<EditionCode, FilterChoices>>()

/**
 * Only the terms at least one published travel carries are offered (a choice that can only
 * empty the results is noise), by name in the edition's collation; a term without a name in
 * the edition shows its code.
 */
export function filterChoices(snapshot: CatalogSnapshot, edition: EditionCode): FilterChoices {
  const known = memo.get(snapshot)?.get(edition)
  if (known) return known
  const used = { badges: new Set<number>(), styles: new Set<string>(), types: new Set<string>(), centers: new Set<string>() }
  for (const travel of snapshot.travels) {
    for (const id of travel.badgeIds) used.badges.add(id)
    if (travel.travelStyle) used.styles.add(travel.travelStyle)
    if (travel.travelType) used.types.add(travel.travelType)
    if (travel.costCenter) used.centers.add(travel.costCenter)
  }
  const collator = new Intl.Collator(EDITIONS[edition].locale)
  const choices = (terms: Iterable<Named>, isUsed: (term: Named) => boolean, value: (term: Named) => string) =>
    [...terms]
      .filter(isUsed)
      .map((term) => ({ value: value(term), label: term.names[edition] ?? term.code }))
      .sort((a, b) => collator.compare(a.label, b.label))
  const result: FilterChoices = {
    badgeId: choices(
      snapshot.badges.values(),
      (badge) => used.badges.has(badge.id),
      (badge) => String(badge.id),
    ),
    travelStyles: choices(
      snapshot.travelStyles.values(),
      (style) => used.styles.has(style.code),
      (style) => style.code,
    ),
    travelTypes: choices(
      snapshot.travelTypes.values(),
      (type) => used.types.has(type.code),
      (type) => type.code,
    ),
    costCenters: choices(
      snapshot.costCenters.values(),
      (center) => used.centers.has(center.code),
      (center) => center.code,
    ),
  }
  memo.set(snapshot, (memo.get(snapshot) ?? new Map()).set(edition, result))
  return result
}

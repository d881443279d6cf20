import { hasWhen, type WhenSelection } from './when-selection'
import { hasWhere, type WhereSelection } from './where-selection'

/**
 * The search button waits while the visitor is still typing a place: focus in the box, text
 * in it, no destination picked from the list.
 */
export const canSearch = (where: WhereSelection, whereFocused: boolean): boolean =>
  !(whereFocused && where.text.trim() !== '' && where.destination === null)

/** "Clear all" has something to clear. */
export const canClear = (where: WhereSelection, when: WhenSelection): boolean => hasWhere(where) || hasWhen(when)

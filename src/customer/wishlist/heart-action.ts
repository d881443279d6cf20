import { savedSets, toursRemovedWithTravel, type Wishlist, type WishlistTarget } from './wishlist-shape'

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in'

/**
 * What a click on a heart does:
 * - a visitor signs in through the wishlist modal (e-mail; for a new e-mail the reason and the
 *   consent; the mailed code), then the item is saved;
 * - a signed-in customer saves an item that is not saved, or removes one that is;
 * - a saved travel with saved tours is removed with them only after a confirmation giving their count;
 * - before the session is known, or while the wishlist loads, the tap waits (and is acted on once they are).
 */
export type HeartAction =
  { kind: 'wait' } | { kind: 'sign-in-then-save' } | { kind: 'save' } | { kind: 'remove' } | { kind: 'confirm-removal'; tours: number }

export function heartAction(status: SessionStatus, wishlist: Wishlist | undefined, target: WishlistTarget): HeartAction {
  if (status === 'unknown') return { kind: 'wait' }
  if (status === 'signed-out') return { kind: 'sign-in-then-save' }
  if (!wishlist) return { kind: 'wait' }
  if (!isSaved(wishlist, target)) return { kind: 'save' }
  if (target.travelId === undefined) return { kind: 'remove' }
  const tours = toursRemovedWithTravel(wishlist, target.travelId)
  return tours > 0 ? { kind: 'confirm-removal', tours } : { kind: 'remove' }
}

/** Whether a heart shows its item as saved. */
export function isSaved(wishlist: Wishlist | undefined, target: WishlistTarget): boolean {
  if (!wishlist) return false
  const saved = savedSets(wishlist)
  return target.tourId !== undefined ? saved.tours.has(target.tourId) : saved.travels.has(target.travelId)
}

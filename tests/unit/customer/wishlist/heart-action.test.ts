import { describe, expect, it } from 'vitest'
import { heartAction, isSaved } from '@/customer/wishlist/heart-action'

const wishlist = {
  travels: [
    { id: 1, saved: true, tourIds: [11, 12] },
    { id: 2, saved: true, tourIds: [] },
    { id: 3, saved: false, tourIds: [31] },
  ],
}

describe('a heart click', () => {
  it('waits while the session is unknown, or the signed-in customer’s wishlist loads', () => {
    expect(heartAction('unknown', undefined, { travelId: 1 })).toEqual({ kind: 'wait' })
    expect(heartAction('signed-in', undefined, { tourId: 11 })).toEqual({ kind: 'wait' })
  })

  it('sends a visitor through the wishlist modal, then saves', () => {
    expect(heartAction('signed-out', undefined, { travelId: 1 })).toEqual({ kind: 'sign-in-then-save' })
    expect(heartAction('signed-out', wishlist, { tourId: 11 })).toEqual({ kind: 'sign-in-then-save' })
  })

  it('saves what is not saved: a travel whose tours only are saved is not saved itself', () => {
    expect(heartAction('signed-in', wishlist, { travelId: 3 })).toEqual({ kind: 'save' })
    expect(heartAction('signed-in', wishlist, { tourId: 12 + 1 })).toEqual({ kind: 'save' })
  })

  it('removes a saved tour, or a saved travel without saved tours, directly', () => {
    expect(heartAction('signed-in', wishlist, { tourId: 31 })).toEqual({ kind: 'remove' })
    expect(heartAction('signed-in', wishlist, { travelId: 2 })).toEqual({ kind: 'remove' })
  })

  it('asks before removing a travel with its saved tours, giving their count', () => {
    expect(heartAction('signed-in', wishlist, { travelId: 1 })).toEqual({ kind: 'confirm-removal', tours: 2 })
  })
})

describe('a heart’s state', () => {
  it('is pressed for saved travels and tours only', () => {
    expect([isSaved(wishlist, { travelId: 1 }), isSaved(wishlist, { travelId: 3 }), isSaved(wishlist, { tourId: 31 })]).toEqual([
      true,
      false,
      true,
    ])
    expect(isSaved(undefined, { travelId: 1 })).toBe(false)
  })
})

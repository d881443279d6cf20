import { describe, expect, it } from 'vitest'
import { EMPTY_WISHLIST, savedSets, toursRemovedWithTravel } from '@/customer/wishlist/wishlist-shape'

const wishlist = {
  travels: [
    { id: 1, saved: true, tourIds: [11, 12, 13] },
    { id: 2, saved: false, tourIds: [21] },
    { id: 3, saved: true, tourIds: [] },
  ],
}

describe('travel removal count', () => {
  it('is the number of the travel’s saved tours that go with it', () => {
    expect(toursRemovedWithTravel(wishlist, 1)).toBe(3)
    expect(toursRemovedWithTravel(wishlist, 2)).toBe(1)
  })

  it('is 0 for a travel saved alone or not on the wishlist', () => {
    expect(toursRemovedWithTravel(wishlist, 3)).toBe(0)
    expect(toursRemovedWithTravel(wishlist, 99)).toBe(0)
    expect(toursRemovedWithTravel(EMPTY_WISHLIST, 1)).toBe(0)
  })
})

describe('hearts', () => {
  it('show a travel as saved only when it was saved itself, and every saved tour', () => {
    const { travels, tours } = savedSets(wishlist)
    expect([...travels]).toEqual([1, 3])
    expect([...tours]).toEqual([11, 12, 13, 21])
  })
})

import { describe, expect, it } from 'vitest'
import { summarizeRatings } from '@/features/catalog/reviews/ratings'

describe('a travel’s rating', () => {
  it('is nothing before the first review', () => {
    expect(summarizeRatings({})).toBeNull()
    expect(summarizeRatings({ 5: 0, 1: 0 })).toBeNull()
  })

  it('averages every review to one decimal, the low ones included', () => {
    // 3 × 5 + 1 × 4 + 1 × 1 = 20 over 5 reviews.
    const summary = summarizeRatings({ 5: 3, 4: 1, 1: 1 })!
    expect(summary.average).toBe(4)
    expect(summary.count).toBe(5)
    expect(summarizeRatings({ 5: 2, 4: 1 })!.average).toBe(4.7)
  })

  it('counts each number of stars from five down to one, with its word, colour and share', () => {
    const { stars } = summarizeRatings({ 5: 6, 4: 2, 3: 1, 2: 0, 1: 1 })!
    expect(stars.map(({ rating, evaluation, count, percent }) => [rating, evaluation, count, percent])).toEqual([
      [5, 'excellent', 6, 60],
      [4, 'great', 2, 20],
      [3, 'average', 1, 10],
      [2, 'poor', 0, 0],
      [1, 'bad', 1, 10],
    ])
    expect(stars[0]!.color).toBe('#188038')
  })
})

import { describe, expect, it } from 'vitest'
import { RATING_REAL, RATING_REVIEW_COUNT, RATING_SCORE, ratingBand, ratingFillPercent } from '@/features/rating/rating'

describe('rating', () => {
  it('keeps the badge figures of the spec', () => {
    expect([RATING_SCORE, RATING_REAL, RATING_REVIEW_COUNT]).toEqual([4.8, 4.7, 12086])
  })

  it.each([
    [1, 'bad'],
    [1.2, 'bad'],
    [1.3, 'bad'],
    [1.7, 'bad'],
    [1.8, 'poor'],
    [2.7, 'poor'],
    [2.8, 'average'],
    [3.7, 'average'],
    [3.8, 'great'],
    [4.2, 'great'],
    [4.3, 'excellent'],
    [4.8, 'excellent'],
    [5, 'excellent'],
  ] as const)('%s is %s', (rating, evaluation) => {
    expect(ratingBand(rating).evaluation).toBe(evaluation)
  })

  it('is grey with no label outside 1-5', () => {
    expect(ratingBand(0.5)).toEqual({ evaluation: null, color: '#9aa0a6' })
    expect(ratingBand(5.5).evaluation).toBeNull()
  })

  it('fills 20 percent per star', () => {
    expect(ratingFillPercent(4.8)).toBe(96)
    expect(ratingFillPercent(6)).toBe(100)
  })
})

import { ratingBand, type RatingEvaluation } from '@/features/rating/rating'

/** Stars a review can give. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const
export type ReviewRating = (typeof REVIEW_RATINGS)[number]

/** The review slider shows only 4- and 5-star reviews; every rating still counts in the average and bands. */
export const MIN_SHOWN_RATING = 4

export type StarCount = { rating: ReviewRating; evaluation: RatingEvaluation; color: string; count: number; percent: number }
export type RatingSummary = { average: number; count: number; stars: StarCount[] }

/**
 * A travel's rating from how many reviews gave each number of stars: the average to one
 * decimal, the total, and each number of stars from five down to one with its word and colour
 * (the rating bands) and its share in percent. `null` when nobody reviewed it.
 */
export function summarizeRatings(counts: Partial<Record<ReviewRating, number>>): RatingSummary | null {
  const count = REVIEW_RATINGS.reduce((sum, rating) => sum + (counts[rating] ?? 0), 0)
  if (count === 0) return null
  const total = REVIEW_RATINGS.reduce((sum, rating) => sum + rating * (counts[rating] ?? 0), 0)
  const stars = [...REVIEW_RATINGS].reverse().map((rating) => {
    const band = ratingBand(rating)
    return {
      rating,
      evaluation: band.evaluation!,
      color: band.color,
      count: counts[rating] ?? 0,
      percent: Math.round(((counts[rating] ?? 0) / count) * 100),
    }
  })
  return { average: Math.round((total / count) * 10) / 10, count, stars }
}

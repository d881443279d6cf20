/** The third-party review badge. */
export const RATING_SCORE = 4.8
export const RATING_REAL = 4.7
export const RATING_REVIEW_COUNT = 12086
/** Each star is 20 percent of the bar. */
export const RATING_PERCENT_PER_STAR = 20

export type RatingEvaluation = 'bad' | 'poor' | 'average' | 'great' | 'excellent'

type Band = { from: number; to: number; evaluation: RatingEvaluation; color: string }

/** Rating bands (inclusive, one decimal); outside 1-5: grey and no label. */
export const RATING_BANDS: readonly Band[] = [
  { from: 1, to: 1.2, evaluation: 'bad', color: '#d93025' },
  { from: 1.3, to: 1.7, evaluation: 'bad', color: '#e8710a' },
  { from: 1.8, to: 2.7, evaluation: 'poor', color: '#f29900' },
  { from: 2.8, to: 3.7, evaluation: 'average', color: '#fbbc04' },
  { from: 3.8, to: 4.2, evaluation: 'great', color: '#7cb342' },
  { from: 4.3, to: 5, evaluation: 'excellent', color: '#188038' },
]

export const RATING_GREY = '#9aa0a6'

export function ratingBand(rating: number): { evaluation: RatingEvaluation | null; color: string } {
  const rounded = Math.round(rating * 10) / 10
  const band = RATING_BANDS.find(({ from, to }) => rounded >= from && rounded <= to)
  return band ? { evaluation: band.evaluation, color: band.color } : { evaluation: null, color: RATING_GREY }
}

/** How much of the five-star bar is filled, in percent (0-100). */
export function ratingFillPercent(rating: number): number {
  return Math.min(100, Math.max(0, rating * RATING_PERCENT_PER_STAR))
}

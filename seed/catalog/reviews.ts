import { EDITION_CODES, EDITIONS } from '../../src/editions/editions'
import type { ReviewRating } from '../../src/features/catalog/reviews/ratings'
import { Random } from './random'
import { REVIEW_SENTENCES, REVIEWER_NAMES } from './review-texts'
import { LANGUAGES } from '../content/types'
import type { GeneratedReview, GeneratedTravel } from './types'

/** Their own sequence per travel, so reviews never shift the rest of the catalog. */
const REVIEWS_SEED = 130_000
/** Most travellers are happy; a few are not, and their reviews count in the average only. */
const RATING_WEIGHTS: ReadonlyArray<readonly [ReviewRating, number]> = [
  [5, 58],
  [4, 27],
  [3, 9],
  [2, 4],
  [1, 2],
]
/** Reviews go back this many days before the catalog's first month. */
const REVIEW_SPAN_DAYS = 540

/**
 * Reviews of the travels with full content: a few in each language, written in one of its
 * editions, signed with a first name, dated over the last year and a half, mentioning the
 * travel's coordinator when happy.
 */
export function generateReviews(travels: GeneratedTravel[], coordinatorName: (id: number) => string, anchor: Date): GeneratedReview[] {
  const reviews: GeneratedReview[] = []
  for (const travel of travels) {
    if (!travel.details) continue
    const random = new Random(REVIEWS_SEED + travel.id)
    for (const language of LANGUAGES) {
      const editions = EDITION_CODES.filter((code) => EDITIONS[code].language === language)
      for (let count = random.int(2, 8); count > 0; count--) {
        const rating = random.weighted(RATING_WEIGHTS)
        const text = REVIEW_SENTENCES[rating]
          .map((sentences) => random.pick(sentences[language]))
          .join(' ')
          .replace('{coordinator}', coordinatorName(travel.coordinatorId).split(' ')[0]!)
        const date = new Date(anchor.getTime() - random.int(1, REVIEW_SPAN_DAYS) * 86_400_000)
        reviews.push({
          id: reviews.length + 1,
          travelId: travel.id,
          rating,
          firstName: random.pick(REVIEWER_NAMES[language]),
          edition: random.pick(editions),
          date: date.toISOString().slice(0, 10),
          text,
        })
      }
    }
  }
  return reviews
}

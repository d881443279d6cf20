import { EDITION_CODES, EDITIONS, type EditionCode } from '@/editions/editions'
import type { QueryRows } from '../search/load-snapshot'
import { MIN_SHOWN_RATING, summarizeRatings, type ReviewRating, type RatingSummary } from './ratings'

/** How many reviews a travel page's slider holds at most: the latest. */
export const REVIEWS_SHOWN = 12

export type ShownReview = { id: number; rating: ReviewRating; firstName: string; text: string; date: string }
export type TravelReviews = { summary: RatingSummary | null; shown: ShownReview[] }

/** Editions that write in the same language as this one (the English ones share their reviews). */
export const sameLanguage = (edition: EditionCode) => EDITION_CODES.filter((code) => EDITIONS[code].language === EDITIONS[edition].language)

/**
 * A travel's rating over all its reviews, and the latest 4- and 5-star reviews written in the
 * edition's language: a lower rating never leaves the database for a page. Without a travel
 * (`null`), the same over every travel's reviews: the site's rating, as on the home page.
 */
export async function travelReviews(
  query: QueryRows,
  travelId: number | null,
  edition: EditionCode,
  limit = REVIEWS_SHOWN,
): Promise<TravelReviews> {
  const [counts, shown] = await Promise.all([
    query<{ rating: number; count: string }>(
      'SELECT rating, count(*) AS count FROM reviews WHERE ($1::int IS NULL OR travel_id = $1) GROUP BY rating',
      [travelId],
    ),
    query<{ id: number; rating: number; first_name: string; text: string; date: Date | string }>(
      `SELECT id, rating, first_name, text, date FROM reviews
        WHERE ($1::int IS NULL OR travel_id = $1) AND rating >= $2 AND edition::text = ANY($3::text[])
        ORDER BY date DESC, id DESC LIMIT $4`,
      [travelId, MIN_SHOWN_RATING, sameLanguage(edition), limit],
    ),
  ])
  return {
    summary: summarizeRatings(Object.fromEntries(counts.map((row) => [row.rating, Number(row.count)]))),
    shown: shown.map((row) => ({
      id: row.id,
      rating: row.rating as ReviewRating,
      firstName: row.first_name,
      text: row.text,
      date: new Date(row.date).toISOString().slice(0, 10),
    })),
  }
}

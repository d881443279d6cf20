import type { Edition } from '@/editions/edition'
import type { Payload } from 'payload'
import { href } from '@/editions/href'
import type { QueryRows } from '../search/load-snapshot'
import { REVIEWS_PER_PAGE } from './review-page-rules'
import { summarizeRatings, type ReviewRating } from './ratings'
import { sameLanguage } from './travel-reviews'

/** The site's own rating: every travel review counts, as in a travel's average (one decimal). */
export type SiteRating = { average: number; count: number }

export type ListedReview = {
  id: number
  rating: ReviewRating
  firstName: string
  text: string
  date: string
  travel: { title: string; url: string | null }
}

export type ReviewsPage = { currentPage: number; perPage: number; lastPage: number; data: ListedReview[] }

/** The average and count of all reviews: what the review badge shows and the reviews page repeats. */
export async function siteRating(query: QueryRows): Promise<SiteRating> {
  const counts = await query<{ rating: number; count: string }>('SELECT rating, count(*) AS count FROM reviews GROUP BY rating')
  const summary = summarizeRatings(Object.fromEntries(counts.map((row) => [row.rating, Number(row.count)])))
  return summary ? { average: summary.average, count: summary.count } : { average: 0, count: 0 }
}

/**
 * One page of the reviews written in the edition's language, newest first (then by id, so pages
 * never overlap), every rating included, each with its travel's title and page (none once the
 * travel is withdrawn). A page past the last is empty, with the last page's number.
 */
export async function reviewsPage(payload: Payload, edition: Edition, page: number): Promise<ReviewsPage> {
  const found = await payload.find({
    collection: 'reviews',
    where: { edition: { in: sameLanguage(edition.code) } },
    sort: ['-date', '-id'],
    page,
    limit: REVIEWS_PER_PAGE,
    depth: 1,
    locale: edition.code,
    populate: { travels: { title: true, slug: true, published: true } },
    overrideAccess: true,
  })
  return {
    currentPage: page,
    perPage: REVIEWS_PER_PAGE,
    lastPage: Math.max(1, found.totalPages),
    data: found.docs.map((review) => {
      const travel = typeof review.travel === 'object' ? review.travel : null
      const url = travel?.published && travel.slug ? href('travels-travel', { travel: travel.slug }, edition) : ''
      return {
        id: review.id,
        rating: review.rating as ReviewRating,
        firstName: review.firstName,
        text: review.text,
        date: review.date.slice(0, 10),
        travel: { title: travel?.title ?? '', url: url || null },
      }
    }),
  }
}

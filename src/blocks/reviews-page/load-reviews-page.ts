import { catalogQuery } from '@/features/catalog/database'
import { reviewsPage, siteRating, type ReviewsPage, type SiteRating } from '@/features/catalog/reviews/review-pages'
import { catalogTags } from '@/lib/cache/catalog-tags'
import { declareRenderTags } from '@/lib/cache/render-tags'
import { cms } from '@/lib/cms/instance'
import type { BlockContext, BlockOf } from '../types'

export type ReviewsPageData = { rating: SiteRating; firstPage: ReviewsPage }

/** The site's rating and the newest reviews; the page expires with any review's save. */
export default async function loadReviewsPage(_block: BlockOf<'reviewsPage'>, context: BlockContext): Promise<ReviewsPageData> {
  await declareRenderTags([catalogTags.reviews])
  const payload = await cms()
  const [rating, firstPage] = await Promise.all([siteRating(catalogQuery(payload)), reviewsPage(payload, context.edition, 1)])
  return { rating, firstPage }
}

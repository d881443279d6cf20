import { catalogQuery } from '@/features/catalog/database'
import { travelReviews, type TravelReviews } from '@/features/catalog/reviews/travel-reviews'
import { catalogTags } from '@/lib/cache/catalog-tags'
import { declareRenderTags } from '@/lib/cache/render-tags'
import { cms } from '@/lib/cms/instance'
import type { BlockContext, BlockOf } from '../types'

/** Reviews a page that is not a travel's shows (the home page's): the latest good ones. */
export const SITE_REVIEWS_SHOWN = 3

/**
 * On a travel page, the travel's reviews the route already read; anywhere else, the site's
 * rating over every review and its latest 4- and 5-star ones (the page expires with any review's save).
 */
export default async function loadTravelReviews(_block: BlockOf<'travelReviews'>, context: BlockContext): Promise<TravelReviews | null> {
  if (context.routeData.travel) return context.routeData.reviews ?? null
  await declareRenderTags([catalogTags.reviews])
  return travelReviews(catalogQuery(await cms()), null, context.edition.code, SITE_REVIEWS_SHOWN)
}

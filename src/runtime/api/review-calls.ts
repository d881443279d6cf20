import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { MAX_REVIEWS_PAGE } from '@/features/catalog/reviews/review-page-rules'
import { reviewsPage } from '@/features/catalog/reviews/review-pages'
import { ApiError } from '@/lib/http/api-error'
import { cms } from '@/lib/cms/instance'
import { requestEdition } from './request-edition'

/** A page number as the reviews page's address carries it (its island reads the same rule). */
const pageParam = z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE).default(1)

/** `GET /reviews?edition=&page=`: one page of the reviews in the edition's language, newest first; `{ currentPage, perPage, lastPage, data }`. */
export async function showReviews(request: NextRequest) {
  const edition = requestEdition(request)
  const parsed = pageParam.safeParse(request.nextUrl.searchParams.get('page') ?? undefined)
  if (!parsed.success)
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
      issues: [{ path: 'page', message: `A whole number from 1 to ${MAX_REVIEWS_PAGE}.` }],
    })
  return reviewsPage(await cms(), edition, parsed.data)
}

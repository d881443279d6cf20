import { apiRoute } from '@/lib/http/api-route'
import { showReviews } from '@/runtime/api/review-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: showReviews })

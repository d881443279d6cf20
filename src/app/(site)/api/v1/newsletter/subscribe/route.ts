import { apiRoute } from '@/lib/http/api-route'
import { subscribeNewsletter } from '@/runtime/api/newsletter-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: subscribeNewsletter })

import { apiRoute } from '@/lib/http/api-route'
import { registerNewsletter } from '@/runtime/api/newsletter-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: registerNewsletter })

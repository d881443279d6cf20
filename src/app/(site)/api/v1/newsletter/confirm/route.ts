import { apiRoute } from '@/lib/http/api-route'
import { confirmNewsletterLink } from '@/runtime/api/newsletter-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: confirmNewsletterLink })

import { apiRoute } from '@/lib/http/api-route'
import { unsubscribeByLink } from '@/runtime/api/alert-calls'

// The link carries all it needs; a one-click POST's form body is not read.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  { GET: unsubscribeByLink, POST: unsubscribeByLink },
  { maxBodyBytes: null },
)

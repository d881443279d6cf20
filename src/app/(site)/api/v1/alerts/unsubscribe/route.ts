import { apiRoute } from '@/lib/http/api-route'
import { unsubscribeByLink } from '@/runtime/api/alert-calls'

// The signed link carries all it needs (mail clients' one-click POST comes from no page of ours); its form body is not read.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  { GET: unsubscribeByLink, POST: unsubscribeByLink },
  { maxBodyBytes: null, anyOrigin: true },
)

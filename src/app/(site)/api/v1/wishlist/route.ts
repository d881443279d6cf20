import { apiRoute } from '@/lib/http/api-route'
import { showWishlist } from '@/runtime/api/wishlist-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: showWishlist })

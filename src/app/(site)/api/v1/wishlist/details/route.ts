import { apiRoute } from '@/lib/http/api-route'
import { showWishlistDetails } from '@/runtime/api/wishlist-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: showWishlistDetails })

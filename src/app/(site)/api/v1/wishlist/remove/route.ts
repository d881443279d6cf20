import { apiRoute } from '@/lib/http/api-route'
import { removeFromWishlist } from '@/runtime/api/wishlist-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: removeFromWishlist })

import { apiRoute } from '@/lib/http/api-route'
import { addToWishlist } from '@/runtime/api/wishlist-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: addToWishlist })

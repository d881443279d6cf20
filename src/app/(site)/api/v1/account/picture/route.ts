import { apiRoute } from '@/lib/http/api-route'
import { deletePicture, updatePicture } from '@/runtime/api/account-area-calls'

// The body is the picture's bytes, not JSON: the call reads it itself, within its own limit.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  { PUT: updatePicture, DELETE: deletePicture },
  { maxBodyBytes: null },
)

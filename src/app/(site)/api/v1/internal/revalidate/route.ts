import { apiRoute } from '@/lib/http/api-route'
import { revalidateTags } from '@/runtime/api/revalidate-tags'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: revalidateTags })

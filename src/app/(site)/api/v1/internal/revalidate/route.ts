import { apiHandler } from '@/lib/http/api-handler'
import { revalidateTags } from '@/runtime/api/revalidate-tags'

export const POST = apiHandler(revalidateTags)

import { showCustomPage } from '@/runtime/api/show-custom-page'
import { apiHandler } from '@/lib/http/api-handler'

export const GET = apiHandler(showCustomPage)

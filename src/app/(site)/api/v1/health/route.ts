import { apiHandler } from '@/lib/http/api-handler'
import { health } from '@/runtime/api/health'

export const dynamic = 'force-dynamic'
export const GET = apiHandler(health)

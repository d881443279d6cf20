import type { NextRequest } from 'next/server'
import { apiHandler } from '@/lib/http/api-handler'
import { CATALOG_CALLS } from '@/runtime/api/catalog-calls'

export const POST = apiHandler((request: NextRequest) => CATALOG_CALLS.toursPaginated(request))

import type { NextRequest } from 'next/server'
import { apiHandler } from '@/lib/http/api-handler'
import { showTopSellers } from '@/runtime/api/catalog-calls'

export const GET = apiHandler((request: NextRequest) => showTopSellers(request))

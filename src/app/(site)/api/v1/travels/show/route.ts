import type { NextRequest } from 'next/server'
import { apiHandler } from '@/lib/http/api-handler'
import { showTravel } from '@/runtime/api/show-travel'

export const GET = apiHandler((request: NextRequest) => showTravel(request))

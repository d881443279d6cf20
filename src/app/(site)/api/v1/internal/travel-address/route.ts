import type { NextRequest } from 'next/server'
import { apiHandler } from '@/lib/http/api-handler'
import { showTravelAddress } from '@/runtime/api/travel-address'

export const GET = apiHandler((request: NextRequest) => showTravelAddress(request))

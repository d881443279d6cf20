import type { NextRequest } from 'next/server'
import { apiHandler } from '@/lib/http/api-handler'
import { showLayouts } from '@/runtime/api/layouts'

export const GET = apiHandler((request: NextRequest) => showLayouts(request))

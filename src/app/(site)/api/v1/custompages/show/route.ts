import type { NextRequest } from 'next/server'
import { apiHandler } from '@/lib/http/api-handler'
import { showCustomPage } from '@/runtime/api/show-custom-page'

export const GET = apiHandler((request: NextRequest) => showCustomPage(request))

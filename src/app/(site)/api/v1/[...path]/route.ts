import { siteApiRoute } from '@/lib/site-api/dispatch'
import { SITE_API } from '@/runtime/site-api'

/** Every site API call, found by path and method in the declarations (`src/runtime/site-api.ts`); any other path 404. */
export const dynamic = 'force-dynamic'
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = siteApiRoute(SITE_API)

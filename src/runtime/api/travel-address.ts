import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { resolveTravelAddress } from '@/features/catalog/travel-address'
import { cms } from '@/lib/cms/instance'
import { requestEdition } from './request-edition'

const query = z.object({ travel: z.string().trim().min(1).max(160), tour: z.string().max(20).optional() })

/**
 * `GET /api/v1/internal/travel-address?edition=&travel=&tour=`: what a travel or tour address
 * leads to, for the proxy to answer 301 (renamed) or 410 (withdrawn, departed) before the page
 * renders. Public facts only: whether an address is current, moved or gone.
 */
export async function showTravelAddress(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const { travel, tour } = query.parse({ travel: params.get('travel') ?? undefined, tour: params.get('tour') ?? undefined })
  const address = await resolveTravelAddress(await cms(), requestEdition(request), travel, tour, { depth: 0 })
  return address.kind === 'moved' ? { kind: 'moved', to: address.to } : { kind: address.kind === 'tour' || address.kind === 'travel' ? 'current' : address.kind }
}

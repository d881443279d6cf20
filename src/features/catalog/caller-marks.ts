import type { NextRequest } from 'next/server'
import { tokenCustomerId } from '@/customer/accounts/customer-session'
import { requestToken } from '@/customer/accounts/request-customer'
import type { ApiTour, ApiTravel } from './search/present'
import { groupSummaries, NO_GROUP, type GroupSummary } from '@/customer/group-info/group-summaries'
import { wishlistOf } from '@/customer/wishlist/saved-items'
import { EMPTY_WISHLIST, savedSets, wishlistedToursCount, type Wishlist } from '@/customer/wishlist/wishlist-shape'
import { cms } from '@/lib/cms/instance'

/**
 * Who calls, when they are signed in (bearer token, else the access cookie, which the browser
 * sends to the site API only); null for a visitor or a token that does not verify or was signed out: a catalog
 * answer never fails for its caller's sake.
 */
async function callerId(request: NextRequest): Promise<number | null> {
  const token = requestToken(request)
  return token ? tokenCustomerId(await cms(), token) : null
}

export type MarkedTravel = ApiTravel & { wishlistedToursCount: number }
/** `groupInfo` is null for a visitor: who is going is for signed-in customers only. */
export type MarkedTour = ApiTour & { isWishlisted: boolean; groupInfo: GroupSummary | null }

export type CallerMarks = {
  travels: (travels: ApiTravel[]) => MarkedTravel[]
  tours: (tours: ApiTour[]) => Promise<MarkedTour[]>
}

function marksFor(wishlist: Wishlist, groups: ((tourIds: number[]) => Promise<Map<number, GroupSummary>>) | null): CallerMarks {
  const saved = savedSets(wishlist)
  return {
    travels: (travels) => travels.map((travel) => ({ ...travel, wishlistedToursCount: wishlistedToursCount(wishlist, travel.id) })),
    tours: async (tours) => {
      const summaries = groups ? await groups(tours.map((tour) => tour.id)) : null
      return tours.map((tour) => ({
        ...tour,
        isWishlisted: saved.tours.has(tour.id),
        groupInfo: summaries ? (summaries.get(tour.id) ?? NO_GROUP) : null,
      }))
    },
  }
}

/**
 * Catalog answers marked for their caller: travels carry `wishlistedToursCount`, tours
 * `isWishlisted` and, for a signed-in customer, `groupInfo` (`hasPax`, `travellersCount`). Only
 * the site API's answers (never cached, never a page) do this; pages load the state in the browser.
 */
export async function callerMarks(request: NextRequest): Promise<CallerMarks> {
  const customerId = await callerId(request)
  if (customerId === null) return marksFor(EMPTY_WISHLIST, null)
  const payload = await cms()
  return marksFor(await wishlistOf(payload, customerId), (tourIds) => groupSummaries(payload, tourIds))
}

import { upcomingDepartures } from '@/features/catalog/coordinators'
import type { ApiTour } from '@/features/catalog/search/present'
import { cms } from '@/lib/cms/instance'
import type { BlockContext, BlockOf } from '../types'

export type CoordinatorProfileData = { departures: ApiTour[] }

/** The route's coordinator's next departures, priced in the page's currency. */
export default async function loadCoordinatorProfile(
  _block: BlockOf<'coordinatorProfile'>,
  context: BlockContext,
): Promise<CoordinatorProfileData> {
  const { coordinator } = context.routeData
  if (!coordinator) return { departures: [] }
  return { departures: await upcomingDepartures(await cms(), coordinator.id, { edition: context.edition, currency: context.currency }) }
}

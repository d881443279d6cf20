import type { Edition } from '@/editions/edition'
import type { CurrencyCode } from '@/editions/editions'
import type { BookingRouteData } from '@/customer/bookings/booking-departure'
import type { EventRouteData } from '@/features/events/event-data'
import type { CatalogRouteData } from '@/features/catalog/route-data'
import type { RouteName } from '@/editions/route-names'
import type { HydrationStrategy } from '@/lib/islands/hydration-triggers'
import type { Page } from '@/payload-types'

/** Every block an editor can put on a page: the union Payload generates from the block declarations. */
export type PageBlock = NonNullable<Page['blocks']>[number]
export type BlockType = PageBlock['blockType']
export type BlockOf<K extends BlockType> = Extract<PageBlock, { blockType: K }>

/** Where a block sits on its page: what its root element says about it. */
export type BlockFrame = {
  id: string
  type: BlockType
  index: number
  /** When its island becomes interactive: idle for the first block of a page, visible for the others. */
  strategy: HydrationStrategy
}

/** What the route gives the blocks of its page (the travel, the tour, the filters...). */
export type BlockContext = {
  edition: Edition
  /** The visitor's currency: prices and price filters are in it. */
  currency: CurrencyCode
  /** The route's subject: the travel of a travel page, the tour of a tour page, an area's continent, a booking page's departure. */
  routeData: CatalogRouteData & BookingRouteData & EventRouteData
  route: { name: RouteName | null; params: Record<string, string> }
  draft: boolean
}

export type BlockProps<K extends BlockType, Data = undefined> = {
  block: BlockOf<K>
  frame: BlockFrame
  context: BlockContext
  data: Data
}

import { Calendar } from './calendar/Calendar'
import { loadCalendar } from './calendar/load-calendar'
import { Carousel } from './carousel/Carousel'
import { Faq } from './faq/Faq'
import { Hero } from './hero/Hero'
import { HtmlBlock } from './html/HtmlBlock'
import { Listing } from './listing/Listing'
import { loadListing } from './listing/load-listing'
import { RichTextBlock } from './rich-text/RichTextBlock'
import { Tour } from './tour/Tour'
import { catalogTags } from '@/lib/cache/catalog-tags'
import { relationIds } from '@/lib/cms/relation-ids'
import type { BlockContext, BlockEntry, BlockOf, BlockType } from './types'

/**
 * The renderer of every block type in `configs.ts`. The mapped type is exhaustive over the union
 * Payload generates from those configs: a config without a renderer, or a renderer without a
 * config, fails the type check.
 */
/** A calendar of one travel expires with that travel; one of places, with any list. */
function calendarTags(block: BlockOf<'calendar'>, context: BlockContext): string[] {
  const travelId = block.travel ? relationIds([block.travel])[0] : context.routeData.travel?.id
  return [travelId ? catalogTags.travel(travelId) : catalogTags.lists, catalogTags.all]
}

export const blockRegistry = {
  hero: { Component: Hero },
  richText: { Component: RichTextBlock },
  html: { Component: HtmlBlock },
  faq: { Component: Faq },
  carousel: { Component: Carousel },
  listing: { load: loadListing, renderTags: () => [catalogTags.lists, catalogTags.all], Component: Listing },
  calendar: { load: loadCalendar, renderTags: calendarTags, Component: Calendar },
  tour: { Component: Tour },
} satisfies { [K in BlockType]: BlockEntry<K, any> } // eslint-disable-line @typescript-eslint/no-explicit-any

import type { Block } from 'payload'
import { calendarBlock } from './calendar/config'
import { carouselBlock } from './carousel/config'
import { faqBlock } from './faq/config'
import { heroBlock } from './hero/config'
import { htmlBlock } from './html/config'
import { listingBlock } from './listing/config'
import { richTextBlock } from './rich-text/config'
import { tourBlock } from './tour/config'

/**
 * The block types editors can put on a page: the one list the CMS schema is built from.
 * `registry.tsx` must give each of them a renderer, or the type check fails.
 */
export const blockConfigs: Block[] = [heroBlock, richTextBlock, htmlBlock, faqBlock, carouselBlock, listingBlock, calendarBlock, tourBlock]

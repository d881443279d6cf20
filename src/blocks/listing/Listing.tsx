import { messagesFor } from '@/editions/messages'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { presetFilters } from './listing-filters'
import { packResults } from './packed-results'
import { listingPendingScript } from './listing-pending-script'
import type { ListingData } from './load-listing'
import { ListingCarousel } from './ListingCarousel'

/**
 * Travels or departures matching the editor's presets and the route's subject, 20 a page: the
 * cached page shows the first page; the island applies the address's filters and lets visitors
 * switch tabs, filter and page (its texts come with it: `listing`, `catalog`, and `listingFilters` when it has filters).
 */
export default function Listing({ block, frame, context, data }: BlockProps<'listing', ListingData>) {
  const { edition, currency } = context
  if (data.cards)
    return <ListingCarousel title={block.title ?? null} cards={data.cards} frame={frame} edition={edition} currency={currency} />
  const messages = messagesFor(edition.code)
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-listing">
        {block.title && <h2 className="b-listing__title">{block.title}</h2>}
        <script dangerouslySetInnerHTML={{ __html: listingPendingScript(frame.id, Boolean(block.showTabs)) }} />
        <Island
          // The filters' texts only where visitors can filter.
          messages={{
            listing: messages.listing,
            ...(block.showFilters && { listingFilters: messages.listingFilters }),
            catalog: messages.catalog,
            wishlist: messages.wishlist,
          }}
          frame={frame}
          type="listing"
          props={{
            blockId: frame.id,
            edition: edition.code,
            currency,
            listName: block.title || `listing-${data.tab}`,
            showTabs: Boolean(block.showTabs),
            showFilters: Boolean(block.showFilters),
            choices: data.choices,
            presets: presetFilters(block, context.routeData) as Record<string, string | number | boolean | string[]>,
            initial: packResults(
              data.tab === 'tours' ? { tab: 'tours', results: data.results } : { tab: 'travels', results: data.results },
            ),
          }}
        />
      </div>
    </BlockRoot>
  )
}

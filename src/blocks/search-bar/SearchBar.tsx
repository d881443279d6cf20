import { href } from '@/editions/href'
import { COVER_SEARCH_BAR_ID } from '@/shell/header/SearchTrigger.client'
import { closedSearchTexts } from '@/shell/search-bar/closed-search-texts'
import { SummaryIsland } from '@/shell/search-bar/SummaryIsland.client'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'

/**
 * The cover search bar (`#search-bar`): the header's search in the page itself, which hides the
 * header's trigger while it is on screen; the visitor's recent searches under it. Its closed state
 * is server HTML; the panel's code loads when the visitor reaches for it. Compact, it is a results
 * page's summary of the search, which opens the header's search to change it.
 */
export default function SearchBar({ block, frame, context }: BlockProps<'searchBar'>) {
  // Its code waits for the first idle moment even on screen (a focus or tap wakes it sooner):
  // the cover shows first.
  const atIdle = { ...frame, strategy: 'idle' as const }
  if (block.layout === 'compact') {
    return (
      <BlockRoot frame={atIdle} interactive>
        <div className="b-search-bar b-search-bar--compact">
          <SummaryIsland edition={context.edition.code} messages={closedSearchTexts(context.edition.code)} />
        </div>
      </BlockRoot>
    )
  }
  return (
    <BlockRoot frame={atIdle} interactive>
      <div className="b-search-bar" id={COVER_SEARCH_BAR_ID}>
        {block.title && <h2 className="b-search-bar__title">{block.title}</h2>}
        <Island
          frame={atIdle}
          type="searchBar"
          props={{ showRecent: block.showRecent !== false, action: href('search', {}, context.edition) }}
          messages={closedSearchTexts(context.edition.code)}
        />
      </div>
    </BlockRoot>
  )
}

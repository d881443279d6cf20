import { listingKeysPattern } from './listing-address'

/** The id of the style that hides a listing's cached results while its address filters load. */
export const pendingStyleId = (blockId: string) => `listing-pending-${blockId}`

/**
 * The inline script ahead of a listing: when the address carries filters, the cached results
 * (the unfiltered ones) are hidden before first paint, keeping their space, until the island
 * shows the filtered ones and removes this style.
 */
export function listingPendingScript(blockId: string, showTabs: boolean): string {
  const selector = `[data-block-id="${blockId}"] .b-listing__results`
  return `(function(){if(!${listingKeysPattern(showTabs).toString()}.test(location.search))return;var s=document.createElement('style');s.id=${JSON.stringify(pendingStyleId(blockId))};s.textContent=${JSON.stringify(`${selector}{visibility:hidden}`)};document.head.appendChild(s)})()`
}

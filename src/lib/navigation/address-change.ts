/**
 * A page that changes its own address's query (a search from its own results page) says so with
 * this event; the parts that read the address listen to it as to back and forward.
 */
export const ADDRESS_CHANGE_EVENT = 'address-change'

/** Calls `listener` whenever the address changes under the page: back, forward, or `pushAddress`. */
export function onAddressChange(listener: () => void): () => void {
  window.addEventListener('popstate', listener)
  window.addEventListener(ADDRESS_CHANGE_EVENT, listener)
  return () => {
    window.removeEventListener('popstate', listener)
    window.removeEventListener(ADDRESS_CHANGE_EVENT, listener)
  }
}

/** A new history entry for `url` on the same page, from its top, announced to the parts that read the address. */
export function pushAddress(url: string) {
  history.pushState(history.state, '', url)
  window.scrollTo({ top: 0 })
  window.dispatchEvent(new Event(ADDRESS_CHANGE_EVENT))
}

/** Modals by address: these three parameters, and on close exactly these removed. */
export const MODAL_PARAMS = ['modal', 'type', 'layout'] as const

export type ModalAddress = { modal: string; type?: string | null; layout?: string | null }

/** The modal an address asks for, if any. */
export function modalFromSearch(search: URLSearchParams): ModalAddress | null {
  const modal = search.get('modal')
  return modal ? { modal, type: search.get('type'), layout: search.get('layout') } : null
}

/** The address with a modal requested (other parameters kept). */
export function searchWithModal(search: URLSearchParams, address: ModalAddress): URLSearchParams {
  const next = searchWithoutModal(search)
  next.set('modal', address.modal)
  if (address.type) next.set('type', address.type)
  if (address.layout) next.set('layout', address.layout)
  return next
}

/** The address with exactly `modal`, `type` and `layout` removed. */
export function searchWithoutModal(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const name of MODAL_PARAMS) next.delete(name)
  return next
}

export function urlWith(pathname: string, search: URLSearchParams, hash = ''): string {
  const query = search.toString()
  return `${pathname}${query ? `?${query}` : ''}${hash}`
}

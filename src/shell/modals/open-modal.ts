'use client'
import { addressWithModal, type ModalAddress } from './modal-address'

/** The mark on a history entry pushed to open a modal (kept by Next's router beside its own state). */
const OPENED_BY_PAGE = 'modalOpenedByPage'

/**
 * Opens a modal by address, as a step in the history (back closes it): the address gains its
 * parameters, Next's router follows, and the modal layer opens what the address asks for.
 */
export function openModalByAddress(address: ModalAddress): void {
  window.history.pushState({ [OPENED_BY_PAGE]: true }, '', addressWithModal(window.location.href, address))
}

/**
 * Whether the current history entry is one the page pushed to open its modal: closing the modal
 * then goes back to the entry before it instead of adding one (a shared address has no such entry).
 */
export function modalEntryPushedByPage(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[OPENED_BY_PAGE] === true
}

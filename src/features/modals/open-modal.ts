'use client'
import { addressWithModal, type ModalAddress } from './modal-address'

/**
 * Opens a modal by address, as a step in the history (back closes it): the address gains its
 * parameters, Next's router follows, and the modal layer opens what the address asks for.
 */
export function openModalByAddress(address: ModalAddress): void {
  window.history.pushState(null, '', addressWithModal(window.location.href, address))
}

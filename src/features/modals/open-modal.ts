'use client'
import { searchWithModal, searchWithoutModal, urlWith, type ModalAddress } from './modal-url'

/** Whether the current history entry was pushed by opening a modal (so closing can go back). */
let pushedByModal = false

/** Opens a modal by address: the URL gains `modal` (and `type`, `layout`); Next's router follows. */
export function openModalByAddress(address: ModalAddress): void {
  const url = urlWith(window.location.pathname, searchWithModal(new URLSearchParams(window.location.search), address), window.location.hash)
  window.history.pushState(null, '', url)
  pushedByModal = true
}

/** Closes the address's modal: back to the entry before it, or the same address minus the three parameters. */
export function closeModalAddress(): void {
  if (pushedByModal) {
    pushedByModal = false
    window.history.back()
    return
  }
  const url = urlWith(window.location.pathname, searchWithoutModal(new URLSearchParams(window.location.search)), window.location.hash)
  window.history.replaceState(null, '', url)
}

export function forgetModalHistory(): void {
  pushedByModal = false
}

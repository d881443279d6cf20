const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  )
}

/**
 * Keeps Tab and Shift+Tab inside `container` and gives focus back to whatever had it when
 * the trap is released (modals and the mobile menu).
 */
export function trapFocus(container: HTMLElement, initial?: HTMLElement | null): () => void {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const first = initial ?? focusableIn(container)[0] ?? container
  first.focus({ preventScroll: true })
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Tab') return
    const items = focusableIn(container)
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const firstItem = items[0]!
    const lastItem = items[items.length - 1]!
    if (event.shiftKey && (document.activeElement === firstItem || !container.contains(document.activeElement))) {
      event.preventDefault()
      lastItem.focus()
    } else if (!event.shiftKey && (document.activeElement === lastItem || !container.contains(document.activeElement))) {
      event.preventDefault()
      firstItem.focus()
    }
  }
  document.addEventListener('keydown', onKeyDown)
  return () => {
    document.removeEventListener('keydown', onKeyDown)
    if (previous?.isConnected) previous.focus({ preventScroll: true })
  }
}

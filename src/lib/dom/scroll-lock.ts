/**
 * Page scroll is locked while any modal or overlay is open: a counter, so
 * the page scrolls again only when the last one closes. The scrollbar's width is kept as
 * padding so the page does not shift.
 */
let locks = 0

export function lockScroll(): () => void {
  const root = document.documentElement
  if (locks === 0) {
    const scrollbar = window.innerWidth - root.clientWidth
    root.style.setProperty('--scrollbar-compensation', `${scrollbar}px`)
    root.dataset.scrollLocked = 'true'
  }
  locks++
  let released = false
  return () => {
    if (released) return
    released = true
    locks--
    if (locks === 0) {
      delete root.dataset.scrollLocked
      root.style.removeProperty('--scrollbar-compensation')
    }
  }
}

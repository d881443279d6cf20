'use client'

const entries = new Set<HTMLElement>()

/**
 * A ref for the user area's entry (the login entry, or the customer's menu), in the header and in
 * the mobile menu: the sign-in dialog gives the focus back there when nothing else had it.
 */
export function userAreaEntry(element: HTMLElement | null) {
  if (!element) return
  entries.add(element)
  return () => {
    entries.delete(element)
  }
}

/** The user area's entry the visitor can see now (the header's on a wide screen, the mobile menu's when open). */
export function visibleUserAreaEntry(): HTMLElement | null {
  return [...entries].find((element) => element.checkVisibility()) ?? null
}

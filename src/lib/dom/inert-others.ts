/**
 * Makes every part of the page except the one holding `keep` inert (no focus, no pointer, hidden
 * from assistive technology), as a modal dialog does; the release gives them back.
 */
export function makeOthersInert(keep: Element): () => void {
  const others = [...document.body.children].filter((element): element is HTMLElement => {
    return element instanceof HTMLElement && !element.contains(keep) && !element.inert
  })
  for (const element of others) element.inert = true
  return () => {
    for (const element of others) element.inert = false
  }
}

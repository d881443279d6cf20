/**
 * Whether a click on a site link may be turned into a move inside the page: a plain primary
 * click (no key held: those open a tab or a window), on a link to this origin that opens in
 * this window and is not a download.
 */
export function followsInPlace(
  click: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  link: { origin: string; target: string; hasDownload: boolean },
  pageOrigin: string,
): boolean {
  if (click.defaultPrevented || click.button !== 0) return false
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  if (link.target && link.target !== '_self') return false
  return !link.hasDownload && link.origin === pageOrigin
}

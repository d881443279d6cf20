/** Anchor attributes for a link that opens in a new tab (without giving the new page `window.opener`), or none. */
export function newTabAttributes(newTab: boolean): { target?: '_blank'; rel?: string } {
  return newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}

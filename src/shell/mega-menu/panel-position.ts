export type Box = { left: number; width: number }

/**
 * Where a mega menu panel goes on large screens: centred under its item, then
 * clamped so it never leaves the container. Returns the panel's left edge relative to the
 * container.
 */
export function panelLeft(item: Box, panelWidth: number, container: Box): number {
  const centred = item.left + item.width / 2 - panelWidth / 2
  const max = container.left + Math.max(0, container.width - panelWidth)
  return Math.min(Math.max(centred, container.left), max) - container.left
}

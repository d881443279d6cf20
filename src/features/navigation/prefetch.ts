export type Connection = { saveData?: boolean; effectiveType?: string }

/** No prefetching when offline, on 2g, or with data saver on. */
export function prefetchAllowed(online: boolean, connection: Connection | undefined): boolean {
  if (!online) return false
  if (connection?.saveData) return false
  return !/(^|-)2g$/.test(connection?.effectiveType ?? '')
}

/** The rule applied to this browser's connection right now. */
export function prefetchAllowedHere(): boolean {
  return prefetchAllowed(navigator.onLine, (navigator as Navigator & { connection?: Connection }).connection)
}

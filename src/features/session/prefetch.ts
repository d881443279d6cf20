type Connection = { saveData?: boolean; effectiveType?: string }

/** Spec 001 §9: no prefetching when offline, on 2g, or with data saver on. */
export function prefetchAllowed(online: boolean, connection: Connection | undefined): boolean {
  if (!online) return false
  if (connection?.saveData) return false
  return !/(^|-)2g$/.test(connection?.effectiveType ?? '')
}

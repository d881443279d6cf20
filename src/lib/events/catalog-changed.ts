import { processSingleton } from '@/lib/process/singleton'

/** A catalog document was saved or deleted in this process. */
export type CatalogChange = {
  /** The collection the document belongs to. */
  collection: string
  /** The page cache tags the change expires (none when the write asked not to revalidate). */
  tags: readonly string[]
}

type Listener = (change: CatalogChange) => void | Promise<void>

/**
 * One list per process: Next.js loads modules in several bundles (the proxy, the pages, the CMS's
 * hooks, instrumentation), and a change told in one must reach listeners registered in another.
 */
const listeners = processSingleton('catalog-changed', () => new Set<Listener>())

/** Calls `listener` on every catalog change from now on; returns the function that stops it. */
export function onCatalogChanged(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Tells every listener of a catalog change: each starts at once, and the change is told when all
 * have finished. A listener that fails is logged, never fails the write that changed the catalog.
 */
export async function catalogChanged(change: CatalogChange): Promise<void> {
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(change)
      } catch (error) {
        console.warn(`catalog change listener failed: ${error instanceof Error ? error.message : error}`)
      }
    }),
  )
}

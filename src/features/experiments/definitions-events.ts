import type { PayloadRequest } from 'payload'
import { afterCommit } from '@/lib/database/checked-commits'
import { processSingleton } from '@/lib/process/singleton'

type Listener = () => void

/** One list per process (the proxy and the CMS's hooks are separate bundles). */
const listeners = processSingleton('experiments-changed', () => new Set<Listener>())

/** Calls `listener` whenever a flag or an experiment is saved or deleted in this process. */
export function onExperimentsChanged(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells the listeners once what `req` wrote is committed: the next request reads the new definitions. */
export function experimentsChanged(req: PayloadRequest): Promise<void> {
  return afterCommit(req, async () => listeners.forEach((listener) => listener()))
}

import type { FeatureApiResponse } from '@growthbook/growthbook'
import { freshMemo } from '@/lib/cache/fresh-memo'
import { processSingleton } from '@/lib/process/singleton'
import { onExperimentsChanged } from './definitions-events'
import { loadDefinitions } from './load-definitions'

/**
 * How stale the definitions may be served while fresh ones load: a change made through another
 * server process (or on a GrowthBook server) is followed within it.
 */
const DEFINITIONS_TTL_MS = 1_000

/** This process's definitions, shared by the proxy and the site API; a save in this process is followed on the next call. */
const definitions = processSingleton('experiment-definitions', () => {
  const memo = freshMemo(() => loadDefinitions(), { ttlMs: DEFINITIONS_TTL_MS, maxEntries: 1 })
  onExperimentsChanged(() => memo.clear())
  return memo
})

/** The flags and experiments: at once when known (even a second old), else a promise of their first load. */
export function experimentDefinitions(): FeatureApiResponse | Promise<FeatureApiResponse> {
  return definitions('all')
}

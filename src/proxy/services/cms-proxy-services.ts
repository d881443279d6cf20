import { loadEdition } from '@/editions/load-editions'
import { isEditionCode } from '@/editions/editions'
import { resolveTravelAddress } from '@/features/catalog/travel-address'
import { queryShellData } from '@/shell/data/load-shell-data'
import { freshMemo } from '@/lib/cache/fresh-memo'
import { cms } from '@/lib/cms/instance'
import { onCatalogChanged } from '@/lib/events/catalog-changed'
import { experimentDefinitions } from '@/features/experiments/definitions-memo'
import { variantInputs } from '../variant/decide-variant'
import type { AddressAnswer, ProxyServices } from './registry'

/**
 * How stale an answer may be served while a fresh one loads: an edit made through another
 * server process (a renamed travel, new talk-to-us countries) reaches this one's proxy within it.
 */
const ANSWER_TTL_MS = 1_000
/** Addresses remembered per process (a few hundred bytes each). */
const MAX_ADDRESSES = 20_000

async function travelAddress(key: string): Promise<AddressAnswer> {
  const [edition, travel, tour] = JSON.parse(key) as [string, string, string | null]
  if (!isEditionCode(edition)) return { kind: 'missing' }
  const address = await resolveTravelAddress(await cms(), await loadEdition(edition), travel, tour ?? undefined, { depth: 0 })
  if (address.kind === 'moved') return { kind: 'moved', to: address.to }
  if (address.kind === 'gone' || address.kind === 'missing' || address.kind === 'departed') return { kind: address.kind }
  return { kind: 'current' }
}

/**
 * The proxy's lookups on this process's CMS, each remembered for about a second; a catalog change
 * made in this process has addresses looked up again at once, a flag's or experiment's change the
 * definitions.
 */
export function cmsProxyServices(): ProxyServices {
  const addresses = freshMemo(travelAddress, { ttlMs: ANSWER_TTL_MS, maxEntries: MAX_ADDRESSES })
  onCatalogChanged(() => addresses.clear())
  const inputs = freshMemo(
    async (edition) => {
      if (!isEditionCode(edition)) throw new Error(`no edition "${edition}"`)
      return variantInputs(await queryShellData(edition))
    },
    { ttlMs: ANSWER_TTL_MS, maxEntries: 20 },
  )
  return {
    variantInputs: (edition) => inputs(edition),
    experiments: experimentDefinitions,
    travelAddress: (edition, travel, tour) => addresses(JSON.stringify([edition, travel, tour ?? null])),
  }
}

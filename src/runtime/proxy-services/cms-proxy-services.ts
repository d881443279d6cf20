import { isEditionCode } from '@/editions/editions'
import { resolveTravelAddress } from '@/features/catalog/travel-address'
import { queryLayout } from '@/features/layout/load-layout'
import { freshMemo } from '@/lib/cache/fresh-memo'
import { cms } from '@/lib/cms/instance'
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
  const address = await resolveTravelAddress(await cms(), edition, travel, tour ?? undefined, { depth: 0 })
  if (address.kind === 'moved') return { kind: 'moved', to: address.to }
  if (address.kind === 'gone' || address.kind === 'missing') return { kind: address.kind }
  // A departed tour's page is answered 410 too: it tells the tour is no longer available.
  if (address.kind === 'departed') return { kind: 'gone' }
  return { kind: 'current' }
}

/** The proxy's lookups on this process's CMS, each remembered for about a second. */
export function cmsProxyServices(): ProxyServices {
  const addresses = freshMemo(travelAddress, { ttlMs: ANSWER_TTL_MS, maxEntries: MAX_ADDRESSES })
  const inputs = freshMemo(
    async (edition) => {
      if (!isEditionCode(edition)) throw new Error(`no edition "${edition}"`)
      return variantInputs(await queryLayout(edition))
    },
    { ttlMs: ANSWER_TTL_MS, maxEntries: 20 },
  )
  return {
    variantInputs: (edition) => inputs(edition),
    travelAddress: (edition, travel, tour) => addresses(JSON.stringify([edition, travel, tour ?? null])),
    forgetAddresses: () => addresses.clear(),
  }
}

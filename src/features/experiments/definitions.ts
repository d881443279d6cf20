import type { FeatureApiResponse } from '@growthbook/growthbook'
import type { Payload } from 'payload'
import { z } from 'zod'
import { siteUrl } from '@/lib/site-url'
import { sdkPayload } from './sdk-payload'

/** The longest the site waits for a GrowthBook server's definitions. */
const GROWTHBOOK_TIMEOUT_MS = 2_000
/** Flags and experiments read at most (a site runs a handful). */
const MAX_DEFINITIONS = 500

/** Where the definitions come from: the CMS, or a GrowthBook server when both of its settings are given. */
export type DefinitionsOrigin = { kind: 'cms' } | { kind: 'growthbook'; apiHost: string; clientKey: string }

export function definitionsOrigin(env: NodeJS.ProcessEnv = process.env): DefinitionsOrigin {
  const apiHost = env.GROWTHBOOK_API_HOST?.trim().replace(/\/+$/, '')
  const clientKey = env.GROWTHBOOK_CLIENT_KEY?.trim()
  return apiHost && clientKey ? { kind: 'growthbook', apiHost, clientKey } : { kind: 'cms' }
}

/** The CMS's flags and experiments as the SDK's payload. */
export async function cmsDefinitions(payload: Payload, now = new Date()): Promise<FeatureApiResponse> {
  const [flags, experiments] = await Promise.all([
    payload.find({ collection: 'feature-flags', limit: MAX_DEFINITIONS, depth: 0, pagination: false, overrideAccess: true }),
    payload.find({
      collection: 'experiments',
      where: { status: { equals: 'running' } },
      limit: MAX_DEFINITIONS,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  return sdkPayload({ flags: flags.docs, experiments: experiments.docs }, now, siteUrl())
}

const growthBookAnswer = z.looseObject({
  features: z.record(z.string(), z.unknown()).optional(),
  experiments: z.array(z.unknown()).optional(),
  encryptedFeatures: z.string().optional(),
})

/** A GrowthBook server's definitions for the client key (unencrypted: the SDK connection must not encrypt them). */
export async function growthBookDefinitions(apiHost: string, clientKey: string): Promise<FeatureApiResponse> {
  const url = `${apiHost}/api/features/${encodeURIComponent(clientKey)}`
  const response = await fetch(url, { signal: AbortSignal.timeout(GROWTHBOOK_TIMEOUT_MS), cache: 'no-store' })
  if (!response.ok) throw new Error(`GrowthBook answered ${response.status} for ${url}`)
  const answer = growthBookAnswer.parse(await response.json())
  if (answer.encryptedFeatures) throw new Error('GrowthBook sends encrypted features: turn encryption off for this SDK connection')
  return answer as FeatureApiResponse
}

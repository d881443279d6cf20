import { NextResponse } from 'next/server'
import { siteCalls } from '@/lib/site-api/site-call'
import { loadDefinitions } from './load-definitions'

/**
 * The flags and experiments in the payload format of GrowthBook's SDK, so any of its SDKs can
 * evaluate them (`apiHost` the site, this path as the features endpoint).
 */
async function features() {
  return NextResponse.json(await loadDefinitions(), { headers: { 'cache-control': 'public, max-age=1' } })
}

export const EXPERIMENTS_API = siteCalls({
  method: 'GET',
  path: '/features',
  summary:
    "The feature flags and the live URL-redirect experiments in GrowthBook's SDK payload format (`features`, `experiments`): from the CMS, or from the GrowthBook server the site is configured with.",
  answer: 'the SDK payload itself (`{ features, experiments, dateUpdated }`), not the envelope',
  errors: [],
  handler: features,
})

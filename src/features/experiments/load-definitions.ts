import type { FeatureApiResponse } from '@growthbook/growthbook'
import { cms } from '@/lib/cms/instance'
import { cmsDefinitions, definitionsOrigin, growthBookDefinitions } from './definitions'

/** The definitions from where this server takes them (`GROWTHBOOK_API_HOST` and `GROWTHBOOK_CLIENT_KEY`, else the CMS). */
export async function loadDefinitions(): Promise<FeatureApiResponse> {
  const origin = definitionsOrigin()
  return origin.kind === 'growthbook' ? growthBookDefinitions(origin.apiHost, origin.clientKey) : cmsDefinitions(await cms())
}

import * as oidc from 'openid-client'
import { processSingleton } from '@/lib/process/singleton'
import { identityConfig, type IdentityConfig } from './identity-config'

/** Seconds any call to the provider may take (discovery, token, revocation). */
const PROVIDER_TIMEOUT_S = 10

/** The provider did not answer its discovery (down, slow or misconfigured): sign-in is unavailable for now. */
export class ProviderUnreachable extends Error {}

type SiteClient = { config: IdentityConfig; client: oidc.Configuration }

/** The client of this process, for the provider it was discovered from. */
const cache = processSingleton('identity.siteClient', (): { siteClient?: { issuer: string; client: Promise<SiteClient> } } => ({}))

/**
 * The site as the provider's client (openid-client, from the provider's discovery document, kept
 * per process and provider; a failed discovery is tried again by the next sign-in). A provider
 * on http is allowed (a local one).
 */
export function siteClient(): Promise<SiteClient> {
  const config = identityConfig()
  if (cache.siteClient?.issuer !== config.issuer) cache.siteClient = { issuer: config.issuer, client: discover(config) }
  return cache.siteClient.client
}

function discover(config: IdentityConfig): Promise<SiteClient> {
  return (async () => {
    const client = await oidc.discovery(new URL(config.issuer), config.clientId, undefined, oidc.ClientSecretBasic(config.clientSecret), {
      timeout: PROVIDER_TIMEOUT_S,
      execute: config.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
    })
    client.timeout = PROVIDER_TIMEOUT_S
    return { config, client }
  })().catch((error: unknown) => {
    cache.siteClient = undefined
    throw new ProviderUnreachable(`the identity provider at ${config.issuer} did not answer its discovery`, { cause: error })
  })
}

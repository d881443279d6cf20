import Provider, { type Account, type Configuration } from 'oidc-provider'
import type { Payload } from 'payload'
import { customerById, presentCustomer } from '@/customer/accounts/customers'
import { cms } from '@/lib/cms/instance'
import { sqlRows, type QueryRows } from '@/lib/database/sql'
import { derivedKey } from '@/lib/derived-key'
import { legacyDerivedKey } from '@/lib/legacy-derived-key'
import { processSingleton } from '@/lib/process/singleton'
import { siteUrl } from '@/lib/site-url'
import { identityConfig, type IdentityConfig } from './identity-config'
import { PostgresAdapter } from './postgres-adapter'
import { logoutSource, renderError } from './provider-pages'
import { signingKeys } from './signing-keys'

const DAY_S = 86_400

/** A customer as the provider's account: `sub` is the customer's id. */
async function findAccount(payload: Payload, sub: string): Promise<Account | undefined> {
  const id = Number(sub)
  const customer = Number.isInteger(id) && id > 0 ? await customerById(payload, id) : null
  if (!customer) return undefined
  const user = presentCustomer(customer)
  return {
    accountId: sub,
    claims: () => ({
      sub,
      email: user.email,
      email_verified: true,
      name: user.name ?? undefined,
      picture: user.pictureImage ? new URL(user.pictureImage.url, siteUrl()).href : undefined,
    }),
  }
}

/** SQL on the CMS's pool, reached when a statement runs: the provider itself starts without the database. */
const identitySql: QueryRows = async (text, values, options) => sqlRows(await cms())(text, values, options)

/**
 * The keys of the provider's cookies, derived from the site's one secret: new cookies are signed
 * with the first, and until LEGACY_KEYS_ACCEPTED_UNTIL a cookie signed with the key from before
 * HKDF still counts (the provider is made once per process, so the date is read at its start).
 */
function cookieKeys(): Buffer[] {
  const legacy = legacyDerivedKey('identity-cookies')
  return legacy ? [derivedKey('identity-cookies'), legacy] : [derivedKey('identity-cookies')]
}

function configuration(config: IdentityConfig): Configuration {
  return {
    adapter: (name: string) => new PostgresAdapter(name, identitySql),
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uris: [config.redirectUri],
        post_logout_redirect_uris: [config.postLogoutRedirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: signingKeys(),
    cookies: { keys: cookieKeys() },
    // The authorization-code flow only (no implicit or hybrid answers carrying tokens in the address).
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // A client revokes only what was issued to it.
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: { enabled: true, logoutSource },
    },
    // The login (e-mail and one-time code) happens on the site: src/app/(site)/login/interaction.
    interactions: { url: (_ctx, interaction) => `/login/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => findAccount(await cms(), sub),
    renderError,
    ttl: { Interaction: 3600, Session: 30 * DAY_S, Grant: 30 * DAY_S, RefreshToken: 30 * DAY_S, AccessToken: 900, IdToken: 900 },
  }
}

/** The provider started in this process, for the issuer it was started with. */
const started = processSingleton('identity.provider', (): { identityProvider?: { issuer: string; provider: Provider } } => ({}))

/**
 * The product's OpenID provider (one per process), when the site uses the built-in one. Starting it
 * needs only the configuration and the signing keys, never the database (reached per statement,
 * with the CMS's deadlines): discovery and the key set answer whatever the database does. A start
 * that fails throws to its caller and the next call starts again; nothing pending is kept.
 */
export function identityProvider(): Provider {
  const config = identityConfig()
  if (!config.builtIn) throw new Error('OIDC_ISSUER names another provider: the built-in one is off.')
  if (started.identityProvider?.issuer === config.issuer) return started.identityProvider.provider
  const provider = new Provider(config.issuer, configuration(config))
  // Behind Next (and a reverse proxy), the request's scheme and host come in X-Forwarded-* headers.
  provider.proxy = true
  started.identityProvider = { issuer: config.issuer, provider }
  return provider
}

import { derivedKey } from '@/lib/derived-key'
import { siteUrl } from '@/lib/site-url'

/** Where the site signs its customers in: the built-in provider, or any OpenID provider by configuration. */
export type IdentityConfig = {
  issuer: string
  builtIn: boolean
  clientId: string
  clientSecret: string
  redirectUri: string
  postLogoutRedirectUri: string
}

export const IDENTITY_SCOPES = 'openid profile email offline_access'

/** The built-in provider is mounted here (src/pages/api/oidc). */
export const BUILT_IN_ISSUER_PATH = '/api/oidc'

const setting = (name: string) => {
  const value = process.env[name]?.trim()
  return value ? value : null
}

/**
 * `OIDC_ISSUER` names an external provider (with `OIDC_CLIENT_ID` and `OIDC_CLIENT_SECRET`, both
 * required then); unset, the site is the client of its own provider, whose client secret is
 * derived from the site's secret unless `OIDC_CLIENT_SECRET` is given.
 */
export function identityConfig(): IdentityConfig {
  const site = siteUrl()
  const endpoints = { redirectUri: `${site}/login/redirect`, postLogoutRedirectUri: `${site}/` }
  const issuer = setting('OIDC_ISSUER')
  if (issuer) {
    const clientId = setting('OIDC_CLIENT_ID')
    const clientSecret = setting('OIDC_CLIENT_SECRET')
    if (!clientId || !clientSecret) throw new Error('OIDC_ISSUER is set: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required with it.')
    return { issuer: issuer.replace(/\/+$/, ''), builtIn: false, clientId, clientSecret, ...endpoints }
  }
  return {
    issuer: `${site}${BUILT_IN_ISSUER_PATH}`,
    builtIn: true,
    clientId: setting('OIDC_CLIENT_ID') ?? 'wayfarer-site',
    clientSecret: setting('OIDC_CLIENT_SECRET') ?? derivedKey('identity-client').toString('base64url'),
    ...endpoints,
  }
}

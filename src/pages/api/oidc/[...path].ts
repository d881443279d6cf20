import type { IncomingMessage, ServerResponse } from 'node:http'
import { BUILT_IN_ISSUER_PATH, identityConfig } from '@/identity/identity-config'
import { identityProvider } from '@/identity/provider'

// The provider reads its own request bodies (token, revocation, logout forms).
export const config = { api: { bodyParser: false, externalResolver: true } }

/**
 * The built-in OpenID provider at `/api/oidc` (discovery, authorize, token, userinfo, JWKS,
 * revocation, end session). A Pages API route because the provider is a Node request handler.
 */
export default async function identityEndpoint(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) {
  if (!identityConfig().builtIn) {
    res.statusCode = 404
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ key: 'NOT_FOUND', message: 'This site signs in with another provider.', extra: {} }))
    return
  }
  const provider = await identityProvider()
  // Mounted under a prefix: the provider routes the rest and builds its addresses from both.
  req.originalUrl = req.url
  req.url = req.url?.slice(BUILT_IN_ISSUER_PATH.length) || '/'
  provider.callback()(req, res)
}

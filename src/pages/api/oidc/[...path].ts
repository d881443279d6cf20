import type { IncomingMessage, ServerResponse } from 'node:http'
import { BUILT_IN_ISSUER_PATH, identityConfig } from '@/identity/identity-config'
import { identityProvider } from '@/identity/provider'
import type { ApiErrorKey } from '@/lib/http/api-error'

// The provider reads its own request bodies (token, revocation, logout forms).
export const config = { api: { bodyParser: false, externalResolver: true } }

/** Seconds a caller is asked to wait before trying a provider that could not start. */
const RETRY_AFTER_S = 5

function answer(res: ServerResponse, status: number, key: ApiErrorKey, message: string) {
  res.statusCode = status
  res.setHeader('content-type', 'application/json')
  res.setHeader('cache-control', 'private, no-store')
  if (status === 503) res.setHeader('retry-after', String(RETRY_AFTER_S))
  res.end(JSON.stringify({ key, message, extra: {} }))
}

/**
 * The built-in OpenID provider at `/api/oidc` (discovery, authorize, token, userinfo, JWKS,
 * revocation, end session). A Pages API route because the provider is a Node request handler.
 */
export default function identityEndpoint(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) {
  let provider
  try {
    if (!identityConfig().builtIn) return answer(res, 404, 'NOT_FOUND', 'This site signs in with another provider.')
    provider = identityProvider()
  } catch (error) {
    console.error('identity provider: cannot start:', error instanceof Error ? error.message : error)
    return answer(res, 503, 'SERVICE_UNAVAILABLE', 'Sign-in is temporarily unavailable.')
  }
  // Mounted under a prefix: the provider routes the rest and builds its addresses from both.
  req.originalUrl = req.url
  req.url = req.url?.slice(BUILT_IN_ISSUER_PATH.length) || '/'
  provider.callback()(req, res)
}

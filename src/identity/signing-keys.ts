import crypto from 'node:crypto'
import type { JWKS } from 'oidc-provider'
import { localSecret } from '@/lib/secret'

/** A new RSA key as a private JWK set, for ID tokens signed RS256 (what every OpenID client accepts). */
function newKeySet(): string {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' })
  return JSON.stringify({ keys: [{ ...jwk, kid: crypto.randomUUID(), use: 'sig', alg: 'RS256' }] })
}

/**
 * The built-in provider's signing keys: `OIDC_JWKS` (a private JWK set, JSON), else a key
 * generated once into `.data/identity-jwks.json` on a local site. Several keys rotate: the first
 * signs, all verify.
 */
export function signingKeys(): JWKS {
  const text = process.env.OIDC_JWKS?.trim() || localSecret('identity-jwks.json', 'OIDC_JWKS', newKeySet)
  const parsed = JSON.parse(text) as JWKS
  if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) throw new Error('OIDC_JWKS holds no key.')
  return parsed
}

import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { derivedKey } from '@/lib/derived-key'
import { legacyDerivedKey } from '@/lib/legacy-derived-key'
import { siteUrl } from '@/lib/site-url'
import { ACCESS_TTL_SECONDS } from './token-rules'

/** The customers' signing key, derived from the site's one secret (never the admin's own). */
const signingKey = () => derivedKey('customer-access')
const AUDIENCE = 'site-customers'

/** What an access token names: the customer, and the sign-in (session) it belongs to, which sign-out ends. */
export type AccessClaims = { customerId: number; session: string }

/** A short-lived access token (HS256) naming the customer and their session (`sid`: the refresh tokens' family). */
export function signAccessToken(customerId: number, session: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ sid: session })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer(siteUrl())
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TTL_SECONDS)
    .sign(signingKey())
}

/**
 * What an access token names, or null for a token that is not ours, altered, expired or without
 * a session. Whether its session is still open is `customer-session.ts`'s question.
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const payload = await verifiedPayload(token)
    const id = Number(payload.sub)
    const session = payload.sid
    return Number.isInteger(id) && id > 0 && typeof session === 'string' && session ? { customerId: id, session } : null
  } catch {
    return null
  }
}

/** The token's claims when signed with the signing key, or (until LEGACY_KEYS_ACCEPTED_UNTIL) with the one from before HKDF. */
async function verifiedPayload(token: string): Promise<JWTPayload> {
  const options = { issuer: siteUrl(), audience: AUDIENCE, algorithms: ['HS256'] }
  try {
    return (await jwtVerify(token, signingKey(), options)).payload
  } catch (error) {
    const legacy = legacyDerivedKey('customer-access')
    if (!legacy || !(error instanceof errors.JWSSignatureVerificationFailed)) throw error
    return (await jwtVerify(token, legacy, options)).payload
  }
}

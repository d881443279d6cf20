import crypto from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { payloadSecret } from '@/lib/secret'
import { siteUrl } from '@/lib/site-url'
import { ACCESS_TTL_SECONDS } from './token-rules'

/** The customers' signing key, derived from the site's one secret (never the admin's own). */
const signingKey = () => crypto.createHash('sha256').update(`customer-access:${payloadSecret()}`).digest()
const AUDIENCE = 'site-customers'

/** A short-lived access token (HS256) naming the customer. */
export function signAccessToken(customerId: number, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer(siteUrl())
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TTL_SECONDS)
    .sign(signingKey())
}

/** The customer id an access token names, or null for a token that is not ours, altered or expired. */
export async function verifyAccessToken(token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), { issuer: siteUrl(), audience: AUDIENCE, algorithms: ['HS256'] })
    const id = Number(payload.sub)
    return Number.isInteger(id) && id > 0 ? id : null
  } catch {
    return null
  }
}

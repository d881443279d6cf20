import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { sqlRows } from '@/lib/database/sql'
import { ApiError } from '@/lib/http/api-error'
import { REFRESH_TTL_SECONDS, refreshOutcome } from './token-rules'

const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/**
 * A new refresh token for the customer, in `family` (a new family at sign-in). Only its hash is
 * kept. The family is the sign-in's session: access tokens name it, and sign-out ends it.
 */
export async function issueRefreshToken(
  payload: Payload,
  customerId: number,
  family: string = crypto.randomUUID(),
  now = new Date(),
): Promise<{ token: string; session: string }> {
  const token = crypto.randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'refresh-tokens',
    overrideAccess: true,
    data: {
      customer: customerId,
      family,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000).toISOString(),
    },
  })
  return { token, session: family }
}

async function storedToken(payload: Payload, token: string) {
  const { docs } = await payload.find({
    collection: 'refresh-tokens',
    overrideAccess: true,
    where: { tokenHash: { equals: tokenHash(token) } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

const refused = () => new ApiError('UNAUTHORIZED', 'Sign in again.')

/**
 * Uses a refresh token: a new one of the same family for the same customer. A token used a
 * second time revokes its family (the legitimate holder and the thief both have to sign in again).
 */
export async function rotateRefreshToken(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<{ customerId: number; token: string; session: string }> {
  const stored = await storedToken(payload, token)
  const outcome = refreshOutcome(
    stored
      ? {
          expiresAt: new Date(stored.expiresAt),
          usedAt: stored.usedAt ? new Date(stored.usedAt) : null,
          revokedAt: stored.revokedAt ? new Date(stored.revokedAt) : null,
        }
      : null,
    now,
  )
  if (outcome === 'reused') await revokeFamily(payload, stored!.family, now)
  if (outcome !== 'rotate') throw refused()
  // Claimed in one statement: of two requests with the same token, only one gets it.
  const claimed = await sqlRows(payload)('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [
    stored!.id,
    now.toISOString(),
  ])
  if (claimed.length === 0) {
    await revokeFamily(payload, stored!.family, now)
    throw refused()
  }
  const customerId = typeof stored!.customer === 'object' ? stored!.customer.id : stored!.customer
  return { customerId, ...(await issueRefreshToken(payload, customerId, stored!.family, now)) }
}

/** Ends every token of a family. */
export async function revokeFamily(payload: Payload, family: string, now = new Date()) {
  await payload.update({
    collection: 'refresh-tokens',
    overrideAccess: true,
    where: { and: [{ family: { equals: family } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: now.toISOString() },
    depth: 0,
  })
}

/** Signs out: the token's family ends, whether or not the token was still good. */
export async function revokeRefreshToken(payload: Payload, token: string, now = new Date()) {
  const stored = await storedToken(payload, token)
  if (stored) await revokeFamily(payload, stored.family, now)
}

/** Whether a session (a refresh tokens' family) is still open: sign-out, or a stolen token's reuse, ends it for good. */
export async function sessionIsOpen(payload: Payload, session: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'refresh-tokens',
    overrideAccess: true,
    where: { and: [{ family: { equals: session } }, { revokedAt: { exists: true } }] },
  })
  return totalDocs === 0
}

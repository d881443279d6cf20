import type { Payload } from 'payload'
import { verifyAccessToken } from './access-token'
import { sessionIsOpen } from './refresh-tokens'

/**
 * The customer an access token signs in, or null: a token that does not verify, or whose session
 * has ended (signed out, or its refresh token stolen and reused), works no more, though it has
 * not expired yet.
 */
export async function tokenCustomerId(payload: Payload, token: string): Promise<number | null> {
  const claims = await verifyAccessToken(token)
  if (!claims || !(await sessionIsOpen(payload, claims.session))) return null
  return claims.customerId
}

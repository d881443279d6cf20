import type { Payload } from 'payload'
import { ApiError } from '@/lib/http/api-error'
import type { BookingSystem } from '@/payload-types'
import { bearerKey, isSystemKeyShape, legacySystemKeyHash, newSystemKey, sameKeyHash, systemKeyHash } from './system-keys'

const unauthorized = () => new ApiError('UNAUTHORIZED', 'Send the bookings system’s key as `Authorization: Bearer <key>`.', {}, 401)

/**
 * The bookings system whose key the `Authorization` header carries: 401 UNAUTHORIZED for no key
 * or an unknown one, 403 FORBIDDEN for a revoked one.
 */
export async function authenticatedSystem(payload: Payload, authorization: string | null): Promise<BookingSystem> {
  const key = bearerKey(authorization)
  if (!key || !isSystemKeyShape(key)) throw unauthorized()
  const system = (await systemWithKeyHash(payload, systemKeyHash(key))) ?? (await systemWithLegacyKeyHash(payload, key))
  if (!system) throw unauthorized()
  if (system.revoked) throw new ApiError('FORBIDDEN', 'This bookings system’s key has been revoked.')
  return system
}

async function systemWithKeyHash(payload: Payload, hash: string): Promise<BookingSystem | null> {
  const { docs } = await payload.find({
    collection: 'booking-systems',
    where: { keyHash: { equals: hash } },
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
    limit: 1,
  })
  const system = docs[0]
  return system && sameKeyHash(system.keyHash ?? '', hash) ? system : null
}

/** A system whose key was hashed before HKDF: found by that hash, its stored hash becomes the current one. */
async function systemWithLegacyKeyHash(payload: Payload, key: string): Promise<BookingSystem | null> {
  const legacyHash = legacySystemKeyHash(key)
  const system = legacyHash ? await systemWithKeyHash(payload, legacyHash) : null
  if (!system) return null
  return payload.update({
    collection: 'booking-systems',
    id: system.id,
    data: { keyHash: systemKeyHash(key) },
    overrideAccess: true,
    depth: 0,
  })
}

/** A new bookings system and its key, the only time the key exists outside the caller. */
export async function createBookingSystem(payload: Payload, name: string): Promise<{ system: BookingSystem; key: string }> {
  const key = newSystemKey()
  const system = await payload.create({ collection: 'booking-systems', data: { name, apiKey: key }, overrideAccess: true, depth: 0 })
  return { system, key }
}

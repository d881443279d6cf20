import crypto from 'node:crypto'
import { SITE_REFERENCE_PREFIX } from './booking-rules'

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A new reference for a site booking: `WF-` and 10 random characters (50 bits: a collision is refused by the unique index and retried). */
export function newSiteReference(): string {
  const bytes = crypto.randomBytes(10)
  return SITE_REFERENCE_PREFIX + Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('')
}

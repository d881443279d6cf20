import type { CollectionAfterReadHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { isSystemKeyShape, keyHint, newSystemKey, systemKeyHash } from '@/customer/bookings/system-keys'
import { adminsOnly } from '@/lib/cms/access'

const nobody = () => false

/**
 * A new system's key becomes its hash and hint here; the key itself is never stored. Only a
 * create takes a key: a system whose key leaked is revoked and replaced by a new one.
 */
const hashNewKey: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const { apiKey, ...rest } = data as { apiKey?: unknown } & Record<string, unknown>
  if (operation === 'create') {
    if (typeof apiKey !== 'string' || !isSystemKeyShape(apiKey))
      throw new ValidationError({ collection: 'booking-systems', errors: [{ path: 'apiKey', message: 'Keep the generated key.' }], req })
    rest.keyHash = systemKeyHash(apiKey)
    rest.keyHint = keyHint(apiKey)
  }
  if (originalDoc?.revoked) {
    // A revoked key may have leaked: revoking is final, a system needs a new key to call again.
    if (rest.revoked === false)
      throw new ValidationError({
        collection: 'booking-systems',
        errors: [{ path: 'revoked', message: 'A revoked key stays revoked: create a new bookings system for a new key.' }],
        req,
      })
    return { ...rest, revoked: true, revokedAt: originalDoc.revokedAt }
  }
  if (rest.revoked) rest.revokedAt = new Date().toISOString()
  else if (rest.revoked === false) rest.revokedAt = null
  return rest
}

/** The key field exists for the create form only: a saved system is read without one (its default would be a fresh, useless key). */
const withoutKey: CollectionAfterReadHook = ({ doc }) => {
  delete (doc as { apiKey?: unknown }).apiKey
  return doc
}

/**
 * The bookings systems allowed to write bookings (`PUT /api/v1/bookings/{reference}`), one key
 * each. Admins alone manage them.
 */
export const BookingSystems: CollectionConfig = {
  slug: 'booking-systems',
  labels: { singular: 'Bookings system', plural: 'Bookings systems' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'keyHint', 'revoked', 'createdAt'],
    description: 'Each bookings system calls the site with its own key. The key is shown once, when the system is created.',
  },
  access: { read: adminsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  hooks: { beforeChange: [hashNewKey], afterRead: [withoutKey] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    {
      name: 'apiKey',
      label: 'API key',
      type: 'text',
      virtual: true,
      defaultValue: () => newSystemKey(),
      admin: {
        readOnly: true,
        condition: (data) => !data?.id,
        description: 'Copy this key now and give it to the bookings system: it is shown only here, before saving, and never again.',
      },
    },
    { name: 'keyHint', label: 'Key ends with', type: 'text', admin: { readOnly: true } },
    {
      name: 'keyHash',
      type: 'text',
      unique: true,
      index: true,
      access: { read: nobody, update: nobody, create: nobody },
      admin: { hidden: true },
    },
    {
      name: 'revoked',
      label: 'Key revoked',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'A revoked key is refused (403) for good; its bookings stay.' },
    },
    { name: 'revokedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

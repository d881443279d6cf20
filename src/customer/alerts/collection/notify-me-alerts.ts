import type { CollectionConfig } from 'payload'
import { EDITION_CODES, EDITIONS } from '@/editions/editions'
import { NOTIFY_ME_TYPES } from '@/features/catalog/tour-rules'
import { signedIn } from '@/lib/cms/access'

/**
 * A customer's notify-me alert: about a tour (its confirmation, a price drop) or about a travel
 * without departures (a new one). One row per customer and subject (`key`); deactivating keeps the
 * row, so activating again restores it. The edition is the one the alert was set on: its mails
 * speak that edition's language and quote its currency. Editors may look; customers reach their
 * own alerts only through the site API's alert calls.
 */
export const NotifyMeAlerts: CollectionConfig = {
  slug: 'notify-me-alerts',
  labels: { singular: 'Notify-me alert', plural: 'Notify-me alerts' },
  admin: { group: 'Customers', defaultColumns: ['customer', 'travel', 'tour', 'types', 'active', 'updatedAt'] },
  access: { read: signedIn, create: () => false, update: () => false, delete: signedIn },
  defaultSort: '-createdAt',
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'travel', type: 'relationship', relationTo: 'travels', required: true, index: true },
    { name: 'tour', type: 'relationship', relationTo: 'tours', index: true },
    {
      name: 'types',
      type: 'select',
      hasMany: true,
      required: true,
      options: NOTIFY_ME_TYPES.map((type) => ({ label: type, value: type })),
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'edition',
      type: 'select',
      required: true,
      options: EDITION_CODES.map((code) => ({ label: EDITIONS[code].label, value: code })),
    },
    { name: 'phone', type: 'text', maxLength: 32 },
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}

import type { CollectionConfig } from 'payload'
import { signedIn } from '@/lib/cms/access'

/**
 * One mail sent for an alert about one change (`change` names it: the tour confirmed, the price
 * it dropped to, the new departure). Unique per alert and change: a job run again after a failure,
 * or the same change saved twice, mails nobody a second time.
 */
export const NotifyMeDeliveries: CollectionConfig = {
  slug: 'notify-me-deliveries',
  labels: { singular: 'Alert mail', plural: 'Alert mails' },
  admin: { group: 'Customers', defaultColumns: ['alert', 'change', 'createdAt'] },
  access: { read: signedIn, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['alert', 'change'], unique: true }],
  fields: [
    { name: 'alert', type: 'relationship', relationTo: 'notify-me-alerts', required: true, index: true },
    { name: 'change', type: 'text', required: true, maxLength: 120 },
  ],
}

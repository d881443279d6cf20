import type { CollectionConfig } from 'payload'
import { TRACKED_CUSTOMER_FIELDS } from '@/customer/accounts/customer-history'
import { adminsOnly } from '@/lib/cms/access'

const nobody = () => false

/**
 * Every change of a customer's e-mail or consents: who (the customer, or which admin), when, and
 * the values before and after. Admins read it on the customer; it is written only by the change
 * itself, so nobody creates, edits or deletes an entry (it goes only with its customer).
 */
export const CustomerHistory: CollectionConfig = {
  slug: 'customer-history',
  labels: { singular: 'Customer change', plural: 'Customer history' },
  admin: {
    group: 'Customers',
    useAsTitle: 'summary',
    defaultColumns: ['changedAt', 'customer', 'changedBy', 'adminEmail', 'summary'],
    description: 'Changes of customers’ e-mails and consents, kept as they happened. Read only.',
  },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-changedAt',
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'changedAt', label: 'When', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'row',
      fields: [
        {
          name: 'changedBy',
          label: 'Changed by',
          type: 'select',
          required: true,
          options: [
            { label: 'The customer', value: 'customer' },
            { label: 'An admin', value: 'admin' },
          ],
          admin: { width: '34%' },
        },
        { name: 'admin', type: 'relationship', relationTo: 'users', admin: { width: '33%' } },
        { name: 'adminEmail', label: 'Admin e-mail (then)', type: 'text', admin: { width: '33%' } },
      ],
    },
    { name: 'summary', type: 'text' },
    {
      name: 'changes',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'field',
              type: 'select',
              required: true,
              options: Object.entries(TRACKED_CUSTOMER_FIELDS).map(([value, { label }]) => ({ label, value })),
              admin: { width: '30%' },
            },
            { name: 'before', type: 'text', admin: { width: '35%' } },
            { name: 'after', type: 'text', admin: { width: '35%' } },
          ],
        },
      ],
    },
  ],
}

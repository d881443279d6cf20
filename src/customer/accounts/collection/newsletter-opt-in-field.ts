import type { Field } from 'payload'
import { adminsOnlyField } from '@/lib/cms/access'
import { changedByCustomerOrAdmin } from './changed-by-customer-or-admin'

const nobody = () => false

/**
 * The newsletter's double opt-in, as editors see it: asked for (pending, since when) or
 * confirmed (by the mailed link, or by signing in with a code, which proves the e-mail too).
 * The link's token is kept only as a hash, out of the admin and the CMS API. Part of the
 * customer's consent: only the customer's own calls or an admin change it.
 */
export const newsletterOptInField: Field = {
  name: 'newsletterOptIn',
  label: 'Newsletter double opt-in',
  type: 'group',
  access: { create: adminsOnlyField, update: adminsOnlyField },
  hooks: { beforeValidate: [changedByCustomerOrAdmin(['status', 'confirmedVia', 'requestedAt', 'edition'])] },
  admin: { description: 'The newsletter flag above turns on once the customer confirms their e-mail.' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          options: [
            { label: 'Waiting for the customer’s confirmation', value: 'pending' },
            { label: 'Confirmed', value: 'confirmed' },
          ],
          admin: { readOnly: true, width: '33%' },
        },
        {
          name: 'confirmedVia',
          label: 'Confirmed by',
          type: 'select',
          options: [
            { label: 'The link in the confirmation mail', value: 'link' },
            { label: 'Signing in with a code', value: 'sign-in' },
          ],
          admin: { readOnly: true, width: '33%' },
        },
        {
          name: 'requestedAt',
          label: 'Confirmation mail sent at',
          type: 'date',
          admin: { readOnly: true, width: '34%', date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'tokenHash', type: 'text', index: true, access: { read: nobody, update: nobody, create: nobody }, admin: { hidden: true } },
    { name: 'tokenExpiresAt', type: 'date', access: { read: nobody, update: nobody, create: nobody }, admin: { hidden: true } },
    { name: 'edition', type: 'text', admin: { hidden: true } },
  ],
}

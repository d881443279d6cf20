import type { CollectionBeforeDeleteHook, CollectionConfig, FieldHook } from 'payload'
import { CUSTOMER_PICTURES_SLUG } from '@/customer/pictures/picture-files'
import { adminsOnlyField, signedIn } from '@/lib/cms/access'
import { keptWhileBooked } from '../../bookings/collection/kept-while-booked'
import { deleteAlerts } from '../../alerts/collection/delete-alerts'
import { changedByCustomerOrAdmin } from './changed-by-customer-or-admin'
import { newsletterOptInField } from './newsletter-opt-in-field'
import { deleteHistory, recordHistory } from './record-history'

const nobody = () => false

/** E-mails are kept trimmed and lowercased: one account per address, however it is typed. */
const normalizeEmail: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/** A deleted customer's sign-in tokens, codes, wishlist and pictures go with them (in the same transaction; their alerts too). */
const deleteSignIns: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const customer = await req.payload.findByID({ collection: 'customers', id, req, overrideAccess: true, depth: 0, disableErrors: true })
  await req.payload.delete({ collection: 'refresh-tokens', where: { customer: { equals: id } }, req, overrideAccess: true })
  await req.payload.delete({ collection: 'wishlist-items', where: { customer: { equals: id } }, req, overrideAccess: true })
  await req.payload.delete({ collection: CUSTOMER_PICTURES_SLUG, where: { customer: { equals: id } }, req, overrideAccess: true })
  if (customer)
    await req.payload.delete({ collection: 'sign-in-codes', where: { email: { equals: customer.email } }, req, overrideAccess: true })
}

/**
 * The site's customers, apart from the admin's editors: they sign in with an e-mail and a
 * one-time code. Editors see and manage them here; a customer reaches their own data only
 * through the site API's account calls. The e-mail and the consents are the customer's or an
 * admin's to change (editors see them read only), and each change goes into the history.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Customer', plural: 'Customers' },
  admin: {
    group: 'Customers',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'lastSeenAt', 'createdAt'],
    listSearchableFields: ['email', 'name'],
  },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  defaultSort: '-createdAt',
  hooks: {
    afterChange: [recordHistory],
    beforeDelete: [keptWhileBooked('customer', 'customer'), deleteSignIns, deleteAlerts('customer'), deleteHistory],
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      access: { update: adminsOnlyField },
      hooks: { beforeValidate: [normalizeEmail, changedByCustomerOrAdmin()] },
    },
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'picture',
      type: 'upload',
      relationTo: CUSTOMER_PICTURES_SLUG,
      // The customer's own choice, changed through the site API only (an admin may delete it under Customer pictures).
      access: { create: nobody, update: nobody },
      admin: { readOnly: true },
    },
    {
      name: 'acceptedFlags',
      type: 'group',
      access: { create: adminsOnlyField, update: adminsOnlyField },
      hooks: {
        beforeValidate: [changedByCustomerOrAdmin(['newsletter', 'marketing', 'privacy', 'privacyAcceptedAt', 'newsletterAcceptedAt'])],
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'newsletter', type: 'checkbox', defaultValue: false, admin: { width: '33%' } },
            { name: 'marketing', label: 'Marketing e-mails', type: 'checkbox', defaultValue: false, admin: { width: '33%' } },
            { name: 'privacy', label: 'Privacy policy accepted', type: 'checkbox', defaultValue: false, admin: { width: '34%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'privacyAcceptedAt', type: 'date', admin: { readOnly: true, width: '50%', date: { pickerAppearance: 'dayAndTime' } } },
            {
              name: 'newsletterAcceptedAt',
              label: 'Newsletter confirmed at',
              type: 'date',
              admin: { readOnly: true, width: '50%', date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
      ],
    },
    newsletterOptInField,
    {
      name: 'isAdmin',
      label: 'Backoffice account',
      type: 'checkbox',
      defaultValue: false,
      // It shuts the customer out of the site: an admin's decision, not an editor's.
      access: { update: adminsOnlyField },
      admin: {
        position: 'sidebar',
        description: 'Signed out of the site straight after signing in: the site refuses backoffice accounts.',
      },
    },
    { name: 'lastSeenAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'history',
      label: 'History of the e-mail and consents',
      type: 'join',
      collection: 'customer-history',
      on: 'customer',
      defaultSort: '-changedAt',
      defaultLimit: 20,
      access: { read: adminsOnlyField },
      admin: { allowCreate: false, defaultColumns: ['changedAt', 'changedBy', 'adminEmail', 'summary'] },
    },
  ],
}

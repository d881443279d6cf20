import type { Access, CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { EDITION_CODES } from '@/editions/editions'
import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  EARLIEST_BIRTH_YEAR,
  MAX_TRAVELLER_NAME_LENGTH,
  MAX_TRAVELLERS_PER_BOOKING,
  MAX_TRIPS_DONE,
  TRAVELLER_GENDERS,
} from '@/customer/bookings/booking-rules'
import { adminsOnly, adminsOnlyField, isAdminUser, signedIn } from '@/lib/cms/access'
import { mailStatusChange } from './mail-status-change'
import { moveTourSeats } from './move-tour-seats'

const options = (values: readonly string[]) => values.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value }))

/** The count the group info sums is kept with the booking, so it never has to count rows. */
const countTravellers: CollectionBeforeChangeHook = ({ data }) => ({
  ...data,
  travellersCount: Array.isArray(data.travellers) ? data.travellers.length : data.travellersCount,
})

/** Editors change a booking's status alone (confirm or cancel it); every other field is the admins'. */
const adminsChange = (field: Field): Field =>
  ({ ...field, access: { ...('access' in field ? field.access : {}), update: adminsOnlyField } }) as Field

/**
 * Admins change any booking; editors the site's own booking requests (a bookings system's
 * bookings change in that system, which reports them again).
 */
const adminsOrSiteBookings: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  return req.user ? { source: { equals: 'site' } } : false
}

/** A bookings system's booking names its system; the site's own booking requests have none. */
const systemOfItsSource = (value: unknown, { siblingData }: { siblingData: { source?: string } }) =>
  (siblingData.source ?? 'system') !== 'system' || (value !== null && value !== undefined && value !== '')
    ? true
    : 'A booking reported by a bookings system names that system.'

/**
 * Bookings as the bookings systems report them (`PUT /api/v1/bookings/{reference}`) and as the
 * site's own booking request takes them (`POST /api/v1/bookings`, source "site", no bookings
 * system): who booked which tour, for how many travellers, and what the group info needs to know
 * about each. Editors read them here and confirm or cancel the site's requests; customers never
 * reach them through the CMS API.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    group: 'Customers',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'source', 'customer', 'tour', 'travellersCount', 'status', 'updatedAt'],
    listSearchableFields: ['reference'],
    description:
      'A booking request made on the site (source "site") is pending until you confirm or cancel it: its customer gets a mail when it is confirmed.',
  },
  access: { read: signedIn, create: adminsOnly, update: adminsOrSiteBookings, delete: adminsOnly },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [countTravellers], afterChange: [moveTourSeats, mailStatusChange] },
  fields: [
    {
      type: 'row',
      fields: [
        adminsChange({
          name: 'reference',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          maxLength: 64,
          admin: { width: '50%' },
        }),
        adminsChange({
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'system',
          index: true,
          options: options(BOOKING_SOURCES),
          admin: { width: '25%', readOnly: true },
        }),
        adminsChange({
          name: 'system',
          label: 'Bookings system',
          type: 'relationship',
          relationTo: 'booking-systems',
          index: true,
          validate: systemOfItsSource,
          admin: { width: '25%', condition: (data) => data?.source !== 'site' },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        adminsChange({
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
          admin: { width: '50%' },
        }),
        adminsChange({ name: 'tour', type: 'relationship', relationTo: 'tours', required: true, index: true, admin: { width: '50%' } }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'confirmed',
          index: true,
          options: options(BOOKING_STATUSES),
          admin: { width: '33%' },
        },
        adminsChange({ name: 'travellersCount', label: 'Travellers', type: 'number', min: 1, admin: { readOnly: true, width: '33%' } }),
        adminsChange({
          name: 'edition',
          type: 'select',
          options: EDITION_CODES.map((code) => ({ label: code, value: code })),
          admin: { width: '33%', readOnly: true, description: 'The edition of a site booking: its mails speak its language.' },
        }),
      ],
    },
    adminsChange({
      name: 'travellers',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: MAX_TRAVELLERS_PER_BOOKING,
      fields: [
        { name: 'name', type: 'text', maxLength: MAX_TRAVELLER_NAME_LENGTH },
        {
          type: 'row',
          fields: [
            { name: 'gender', type: 'select', required: true, options: options(TRAVELLER_GENDERS), admin: { width: '25%' } },
            { name: 'birthYear', type: 'number', min: EARLIEST_BIRTH_YEAR, admin: { width: '25%', step: 1 } },
            { name: 'firstTrip', label: 'First trip with us', type: 'checkbox', defaultValue: false, admin: { width: '25%' } },
            {
              name: 'tripsDone',
              label: 'Trips done',
              type: 'number',
              required: true,
              min: 0,
              max: MAX_TRIPS_DONE,
              defaultValue: 0,
              admin: { width: '25%', step: 1 },
            },
          ],
        },
      ],
    }),
  ],
}

import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import {
  BOOKING_STATUSES,
  EARLIEST_BIRTH_YEAR,
  MAX_TRAVELLERS_PER_BOOKING,
  MAX_TRIPS_DONE,
  TRAVELLER_GENDERS,
} from '@/features/bookings/booking-rules'
import { adminsOnly, signedIn } from '@/lib/cms/access'

const options = (values: readonly string[]) => values.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value }))

/** The count the group info sums is kept with the booking, so it never has to count rows. */
const countTravellers: CollectionBeforeChangeHook = ({ data }) => ({
  ...data,
  travellersCount: Array.isArray(data.travellers) ? data.travellers.length : data.travellersCount,
})

/**
 * Bookings as the bookings systems report them (`PUT /api/v1/bookings/{reference}`): who booked
 * which tour, for how many travellers, and what the group info needs to know about each. Editors
 * read them here; customers never reach them through the CMS API.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    group: 'Customers',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'customer', 'tour', 'travellersCount', 'status', 'updatedAt'],
    listSearchableFields: ['reference'],
  },
  access: { read: signedIn, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [countTravellers] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, index: true, maxLength: 64, admin: { width: '50%' } },
        {
          name: 'system',
          label: 'Bookings system',
          type: 'relationship',
          relationTo: 'booking-systems',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, admin: { width: '50%' } },
        { name: 'tour', type: 'relationship', relationTo: 'tours', required: true, index: true, admin: { width: '50%' } },
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
          admin: { width: '50%' },
        },
        { name: 'travellersCount', label: 'Travellers', type: 'number', min: 1, admin: { readOnly: true, width: '50%' } },
      ],
    },
    {
      name: 'travellers',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: MAX_TRAVELLERS_PER_BOOKING,
      fields: [
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
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { AGE_BADGES } from '@/features/catalog/constants'
import { TOUR_STATUSES } from '@/features/catalog/statuses'
import { keptWhileBooked } from '../../../customer/bookings/collection/kept-while-booked'
import { editorsWrite, toursOfPublishedTravelsOrSignedIn } from '../access'
import { calendarDayField, endsNotBeforeStart } from '../calendar-day'
import { pricesField } from './prices'
import { deleteWishlisted } from '../../../customer/wishlist/collection/delete-wishlisted'
import { deleteAlerts } from '../../../customer/alerts/collection/delete-alerts'
import { queueAlertMails } from '../../../customer/alerts/collection/queue-alert-mails'

const endingDateField = { ...calendarDayField('endingDate', 'Ends', true), validate: endsNotBeforeStart }

const count = { type: 'number', required: true, min: 0, defaultValue: 0, admin: { step: 1, width: '33%' } } as const

/** A dated departure of a travel. */
export const Tours: CollectionConfig = {
  slug: 'tours',
  labels: { singular: 'Tour', plural: 'Tours' },
  access: { read: toursOfPublishedTravelsOrSignedIn, ...editorsWrite },
  admin: {
    group: 'Catalog',
    useAsTitle: 'code',
    defaultColumns: ['code', 'travel', 'startingDate', 'status', 'freeSeats', 'seatsToConfirm'],
    listSearchableFields: ['code'],
  },
  defaultSort: 'startingDate',
  // A booked departure is kept; otherwise its wishlist entries and alerts go with it. A change
  // that notify-me alerts wait for queues their mails.
  hooks: {
    afterChange: [queueAlertMails],
    beforeDelete: [keptWhileBooked('tour', 'departure'), deleteWishlisted('tour'), deleteAlerts('tour')],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'text', required: true, unique: true, maxLength: 40, admin: { width: '40%' } },
        { name: 'travel', type: 'relationship', relationTo: 'travels', required: true, index: true, admin: { width: '60%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'PLANNED',
          index: true,
          options: TOUR_STATUSES.map((status) => ({ label: status, value: status })),
          admin: { width: '40%' },
        },
        { name: 'ageBadge', type: 'select', options: AGE_BADGES.map((badge) => ({ label: badge, value: badge })), admin: { width: '30%' } },
        {
          name: 'position',
          type: 'number',
          defaultValue: 0,
          admin: { width: '30%', description: 'Order among departures of the same day.' },
        },
      ],
    },
    { type: 'row', fields: [calendarDayField('startingDate', 'Starts', true), endingDateField] },
    {
      type: 'row',
      fields: [
        {
          ...count,
          name: 'freeSeats',
          validate: (value: unknown, { siblingData }: { siblingData: { maxGroupSize?: number } }) =>
            typeof value !== 'number' || typeof siblingData.maxGroupSize !== 'number' || value <= siblingData.maxGroupSize
              ? true
              : 'More free seats than the group has places.',
        },
        { ...count, name: 'seatsToConfirm', admin: { ...count.admin, description: 'Bookings still needed to confirm the departure.' } },
        { ...count, name: 'maxGroupSize', min: 1, defaultValue: 15 },
      ],
    },
    pricesField,
  ],
}

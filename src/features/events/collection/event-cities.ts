import type { CollectionConfig } from 'payload'
import { signedIn, anyone } from '@/lib/cms/access'
import { expireTagsOnCommit } from '@/lib/cache/revalidate'
import { eventTags } from '../event-tags'
import { EVENT_TIME_ZONES } from '../time-zones'
import { segmentSlug } from './event-rules'

/** The cities WeMeet events happen in: the name each language gives it, its address part, its clock. */
export const EventCities: CollectionConfig = {
  slug: 'event-cities',
  labels: { singular: 'City', plural: 'Cities' },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  admin: { group: 'WeMeet', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'country', 'timeZone'] },
  defaultSort: 'name',
  hooks: {
    afterChange: [({ doc, req }) => expireTagsOnCommit(req, [eventTags.all]).then(() => doc)],
    afterDelete: [({ doc, req }) => expireTagsOnCommit(req, [eventTags.all]).then(() => doc)],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 80 },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          maxLength: 60,
          admin: { width: '34%', description: 'The city in event addresses: /eventi/{city}/{event}/index.' },
          validate: segmentSlug,
        },
        {
          name: 'country',
          type: 'text',
          required: true,
          maxLength: 2,
          admin: { width: '33%', description: 'Two-letter code (IT, ES, FR, US).' },
          validate: (value: unknown) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? true : 'Two capital letters, e.g. IT.'),
        },
        {
          name: 'timeZone',
          type: 'select',
          required: true,
          options: EVENT_TIME_ZONES.map(({ label, value }) => ({ label, value })),
          admin: { width: '33%', description: 'Event times are entered and shown in this zone.' },
        },
      ],
    },
  ],
}

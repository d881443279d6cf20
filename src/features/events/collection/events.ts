import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Field } from 'payload'
import { CURRENCY_CODES } from '@/editions/editions'
import { mailCancelledEvent } from '@/customer/event-places/collection/mail-cancelled-event'
import { publishedOrSignedIn, signedIn } from '@/lib/cms/access'
import { expireTagsOnCommit } from '@/lib/cache/revalidate'
import { EVENT_EDITIONS } from '../event-editions'
import { eventTags } from '../event-tags'
import { EVENT_TIME_ZONES } from '../time-zones'
import { checkEvent, segmentSlug } from './event-rules'

/** A date and time entered in the event city's zone (checked against the city on save). */
const cityTime = (name: string, extra: Partial<Field> & { admin?: Record<string, unknown> } = {}): Field =>
  ({
    name,
    type: 'date',
    timezone: { supportedTimezones: EVENT_TIME_ZONES.map(({ label, value }) => ({ label, value })), defaultTimezone: 'Europe/Rome' },
    ...extra,
    admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 }, ...extra.admin },
  }) as Field

/** Publishing, unpublishing or editing a live event expires its page and the lists; draft saves change nothing public. */
const expireEventPages: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.disableRevalidate) return doc
  if (doc._status !== 'published' && previousDoc?._status !== 'published') return doc
  await expireTagsOnCommit(req, [eventTags.event(doc.id), eventTags.lists, eventTags.missingAddresses])
  return doc
}

const expireDeletedEvent: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTagsOnCommit(req, [eventTags.event(doc.id), eventTags.lists])
  return doc
}

/**
 * WeMeet events: in-person meetups in a city, shown in the editions chosen, joined by signed-in
 * customers (their places are in "Event places"). The state a visitor sees follows from the
 * fields: cancelled (ticked here), joining closed (past the join-until time), sold out (every
 * spot taken), else open.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  admin: {
    group: 'WeMeet',
    useAsTitle: 'title',
    defaultColumns: ['title', 'city', 'startsAt', 'cancelled', '_status'],
    listSearchableFields: ['title', 'slug'],
  },
  defaultSort: 'startsAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: { beforeChange: [checkEvent], afterChange: [expireEventPages, mailCancelledEvent], afterDelete: [expireDeletedEvent] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'relationship', relationTo: 'event-cities', required: true, index: true, admin: { width: '50%' } },
        {
          name: 'slug',
          type: 'text',
          required: true,
          maxLength: 100,
          admin: { width: '50%', description: 'The event in its address, unique within its city: /eventi/milano/{slug}/index.' },
          validate: segmentSlug,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        cityTime('startsAt', { required: true, index: true, admin: { width: '50%' } }),
        cityTime('endsAt', { admin: { width: '50%', description: 'Empty: the page shows the start only.' } }),
      ],
    },
    {
      name: 'venue',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 120, admin: { width: '50%' } },
            { name: 'address', type: 'text', required: true, maxLength: 200, admin: { width: '50%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', required: true, min: -90, max: 90, admin: { width: '50%', step: 0.000001 } },
            { name: 'longitude', type: 'number', required: true, min: -180, max: 180, admin: { width: '50%', step: 0.000001 } },
          ],
        },
      ],
    },
    { name: 'picture', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the event cards and search engines.' },
    },
    { name: 'overview', type: 'richText', localized: true },
    {
      name: 'organiser',
      type: 'group',
      admin: { description: 'A coordinator, or the name of the community member who hosts it.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'coordinator', type: 'relationship', relationTo: 'coordinators', admin: { width: '50%' } },
            { name: 'host', type: 'text', maxLength: 80, admin: { width: '50%' } },
          ],
        },
      ],
    },
    { name: 'free', label: 'Free entry', type: 'checkbox', defaultValue: true },
    {
      name: 'prices',
      type: 'array',
      admin: { condition: (_data, sibling) => !sibling?.free, description: 'The price per person in each currency the editions show.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'currency', type: 'select', required: true, options: [...CURRENCY_CODES], admin: { width: '50%' } },
            { name: 'amount', type: 'number', required: true, min: 0, admin: { width: '50%', description: 'In whole units (12 = 12 €).' } },
          ],
        },
      ],
    },
    {
      name: 'spots',
      type: 'number',
      admin: { description: 'How many people can join; empty: no limit.', step: 1 },
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || (Number.isInteger(value) && value >= 1 && value <= 10_000)
          ? true
          : 'A whole number from 1 to 10,000, or empty for no limit.',
    },
    {
      type: 'row',
      fields: [
        cityTime('joinUntil', { admin: { width: '50%', description: 'Empty: until the start.' } }),
        cityTime('cancelBefore', { admin: { width: '50%', description: 'Empty: until a day before the start.' } }),
      ],
    },
    {
      name: 'editions',
      type: 'select',
      hasMany: true,
      required: true,
      options: [...EVENT_EDITIONS],
      admin: { position: 'sidebar', description: 'The editions whose events list and pages show it.' },
    },
    {
      name: 'cancelled',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'The page says it is cancelled; those who joined get a mail.' },
    },
    { name: 'key', type: 'text', unique: true, admin: { hidden: true } },
    {
      name: 'places',
      type: 'join',
      collection: 'event-places',
      on: 'event',
      admin: { defaultColumns: ['customer', 'status', 'createdAt'] },
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { EDITION_CODES } from '@/editions/editions'
import { eventTags } from '@/features/events/event-tags'
import { adminsOnly, signedIn } from '@/lib/cms/access'
import { expireTagsOnCommit } from '@/lib/cache/revalidate'
import { relationId } from '@/lib/cms/relation-ids'
import { EVENT_PLACE_STATUSES } from '../place-rules'

const expireEvent = ({ doc, req }: { doc: { event?: unknown }; req: Parameters<typeof expireTagsOnCommit>[0] }) =>
  expireTagsOnCommit(req, [eventTags.event(relationId(doc.event) ?? 0), eventTags.lists]).then(() => doc)

/**
 * Customers' places at WeMeet events: one row per customer and event (`key`), joined, on the
 * waiting list, or cancelled by the customer. Written only by the site's join and cancel calls;
 * editors see them under each event.
 */
export const EventPlaces: CollectionConfig = {
  slug: 'event-places',
  labels: { singular: 'Event place', plural: 'Event places' },
  admin: { group: 'WeMeet', defaultColumns: ['event', 'customer', 'status', 'updatedAt'] },
  access: { read: signedIn, create: () => false, update: () => false, delete: adminsOnly },
  defaultSort: 'createdAt',
  hooks: { afterChange: [expireEvent], afterDelete: [expireEvent] },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'status', type: 'select', required: true, options: [...EVENT_PLACE_STATUSES], index: true },
    {
      name: 'edition',
      type: 'select',
      required: true,
      options: [...EDITION_CODES],
      admin: { description: 'Where it was taken: the language of its mails.' },
    },
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}

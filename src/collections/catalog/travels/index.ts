import type { CollectionConfig } from 'payload'
import { AGE_BADGES } from '@/features/catalog/constants'
import { MOODS } from '@/features/catalog/moods'
import { SLUG_PATTERN } from '@/lib/text/slug'
import { editorsWrite, publishedTravelsOrSignedIn } from '../access'
import { calendarDayField } from '../calendar-day'
import { searchTextField } from '../search-text'
import { deleteTravelDependents } from './delete-dependents'
import { deleteWishlisted } from '../../../customer/wishlist/collection/delete-wishlisted'
import { deleteAlerts } from '../../../customer/alerts/collection/delete-alerts'
import { rememberPreviousSlug } from './slug-history'
import { travelContentTab } from './content-tab'

const validateTravelSlug = (value: unknown) =>
  typeof value === 'string' && SLUG_PATTERN.test(value) && !value.includes('/')
    ? true
    : 'Lowercase words joined by hyphens, e.g. "peru-machu-picchu".'

/**
 * A travel (an itinerary) sold in dated tours. Title and slug per edition; only published
 * travels reach the site and the catalog API.
 */
export const Travels: CollectionConfig = {
  slug: 'travels',
  labels: { singular: 'Travel', plural: 'Travels' },
  access: { read: publishedTravelsOrSignedIn, ...editorsWrite },
  admin: {
    group: 'Catalog',
    useAsTitle: 'title',
    defaultColumns: ['title', 'destinations', 'numberOfDays', 'travelStyle', 'published', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
  },
  defaultSort: '-relevance',
  hooks: {
    beforeChange: [rememberPreviousSlug],
    beforeDelete: [deleteWishlisted('travel'), deleteAlerts('travel'), deleteTravelDependents],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Essentials',
          fields: [
            { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 },
            searchTextField('title'),
            {
              name: 'slug',
              type: 'text',
              required: true,
              localized: true,
              unique: true,
              index: true,
              maxLength: 160,
              validate: validateTravelSlug,
            },
            {
              name: 'previousSlugs',
              label: 'Earlier addresses',
              type: 'array',
              localized: true,
              admin: { readOnly: true, description: 'Old slugs of this edition; they redirect to the current one.', initCollapsed: true },
              fields: [{ name: 'slug', type: 'text', required: true, index: true }],
            },
            {
              name: 'destinations',
              type: 'relationship',
              relationTo: 'destinations',
              hasMany: true,
              required: true,
              minRows: 1,
              admin: { description: 'The first one names the travel on its cards.' },
            },
            {
              type: 'row',
              fields: [
                { name: 'numberOfDays', type: 'number', required: true, min: 1, max: 365, index: true, admin: { width: '25%', step: 1 } },
                {
                  name: 'ageBadge',
                  type: 'select',
                  options: AGE_BADGES.map((badge) => ({ label: badge, value: badge })),
                  admin: { width: '25%' },
                },
                {
                  name: 'relevance',
                  type: 'number',
                  defaultValue: 0,
                  index: true,
                  admin: { width: '25%', description: 'Higher shows first when sorting by relevance.' },
                },
                {
                  name: 'isNoSharingRoomAvailable',
                  label: 'Own room available',
                  type: 'checkbox',
                  defaultValue: false,
                  admin: { width: '25%' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'travelStyle', type: 'relationship', relationTo: 'travel-styles', index: true, admin: { width: '33%' } },
                { name: 'travelType', type: 'relationship', relationTo: 'travel-types', index: true, admin: { width: '33%' } },
                { name: 'costCenter', type: 'relationship', relationTo: 'cost-centers', index: true, admin: { width: '34%' } },
              ],
            },
            { name: 'badges', type: 'relationship', relationTo: 'badges', hasMany: true },
            {
              name: 'promo',
              label: 'Promotion',
              type: 'group',
              admin: { description: 'A code travellers enter at checkout; the page says "promo expired" after its last day.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'code', type: 'text', maxLength: 40, admin: { width: '50%' } },
                    { ...calendarDayField('expiresOn', 'Last day', false), index: false },
                  ],
                },
              ],
            },
            {
              name: 'moods',
              type: 'array',
              maxRows: MOODS.length,
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'mood',
                      type: 'select',
                      required: true,
                      options: MOODS.map((mood) => ({ label: mood, value: mood })),
                      admin: { width: '50%' },
                    },
                    { name: 'percentage', type: 'number', required: true, min: 0, max: 100, admin: { width: '50%' } },
                  ],
                },
              ],
            },
            {
              name: 'thumbnailImage',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'mobile', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
                    { name: 'desktop', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
                  ],
                },
              ],
            },
            { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
            { name: 'coordinator', type: 'relationship', relationTo: 'coordinators' },
          ],
        },
        travelContentTab,
      ],
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Only published travels show on the site.' },
    },
  ],
}

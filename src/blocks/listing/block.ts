import { catalogTags } from '@/lib/cache/catalog-tags'
import { DEFAULT_PER_PAGE, LISTING_TABS, MAX_PER_PAGE } from '@/features/catalog/constants'
import { DURATION_OPTIONS } from '@/features/catalog/durations'
import { SORT_OPTIONS } from '@/features/catalog/sorting'
import { TOUR_STATUSES } from '@/features/catalog/statuses'
import { defineBlock, thumbnailSvg } from '../define-block'
import { carouselFields } from './carousel-fields'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

export default defineBlock({
  slug: 'listing',
  interfaceName: 'ListingBlock',
  labels: { singular: 'Travel listing', plural: 'Travel listings' },
  group: 'Catalog',
  thumbnail: thumbnailSvg(
    [40, 180, 320]
      .map(
        (x) =>
          `<rect x="${x}" y="60" width="120" height="80" rx="8" fill="#d9dde6"/><rect x="${x}" y="150" width="100" height="12" rx="6" fill="#1f2a44"/><rect x="${x}" y="170" width="60" height="12" rx="6" fill="#c0392b"/>`,
      )
      .join('') + '<rect x="180" y="240" width="120" height="28" rx="14" fill="#fff" stroke="#c9ced8"/>',
  ),
  fields: [
    { name: 'title', type: 'text', maxLength: 160 },
    {
      type: 'row',
      fields: [
        {
          name: 'tab',
          label: 'Shows',
          type: 'select',
          required: true,
          defaultValue: 'travels',
          options: [
            { label: 'Travels', value: LISTING_TABS[0] },
            { label: 'Departures (tours)', value: LISTING_TABS[1] },
          ],
          admin: { width: '34%' },
        },
        {
          name: 'showTabs',
          label: 'Visitors can switch between travels and departures',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '33%' },
        },
        { name: 'showFilters', label: 'Visitors can filter and sort', type: 'checkbox', defaultValue: false, admin: { width: '33%' } },
      ],
    },
    ...carouselFields,
    {
      name: 'preset',
      label: 'Preset filters',
      type: 'group',
      admin: {
        description:
          'What the listing always shows. On a travel page it also keeps to that travel, on an area page to that continent; filters in the page address narrow it further.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'continents', type: 'relationship', relationTo: 'continents', hasMany: true, admin: { width: '50%' } },
            { name: 'destinations', type: 'relationship', relationTo: 'destinations', hasMany: true, admin: { width: '50%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'travelStyles', type: 'relationship', relationTo: 'travel-styles', hasMany: true, admin: { width: '50%' } },
            { name: 'badges', type: 'relationship', relationTo: 'badges', hasMany: true, admin: { width: '50%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'statuses',
              type: 'select',
              hasMany: true,
              options: options(TOUR_STATUSES),
              admin: { width: '34%', description: 'Empty: every status.' },
            },
            { name: 'durations', type: 'select', hasMany: true, options: options(DURATION_OPTIONS), admin: { width: '33%' } },
            { name: 'sort', type: 'select', options: options(SORT_OPTIONS), admin: { width: '33%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'discounted', label: 'Discounted only', type: 'checkbox', defaultValue: false, admin: { width: '33%' } },
            {
              name: 'onOffer',
              label: 'On offer only',
              type: 'checkbox',
              defaultValue: false,
              admin: { width: '33%', description: 'Discounted, or of a trip whose promotion code is in force.' },
            },
            {
              name: 'perPage',
              label: 'Results per page',
              type: 'number',
              min: 1,
              max: MAX_PER_PAGE,
              defaultValue: DEFAULT_PER_PAGE,
              admin: { width: '34%', step: 1 },
            },
          ],
        },
      ],
    },
  ],
  load: () => import('./load-listing'),
  renderTags: () => [catalogTags.lists, catalogTags.all],
  render: () => import('./Listing'),
})

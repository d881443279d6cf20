import type { CollectionConfig } from 'payload'
import { PERIOD_TYPES } from '@/features/catalog/periods'
import { anyone } from '@/lib/cms/access'
import { editorsWrite } from './access'
import { calendarDayField, endsNotBeforeStart } from './calendar-day'

/** The choices of the search bar's "when" panel. */
export const Periods: CollectionConfig = {
  slug: 'periods',
  labels: { singular: 'Period', plural: 'Periods' },
  access: { read: anyone, ...editorsWrite },
  admin: { group: 'Catalog', useAsTitle: 'name', defaultColumns: ['name', 'type', 'year', 'startingDate', 'endingDate'] },
  defaultSort: 'startingDate',
  fields: [
    {
      name: 'name',
      type: 'text',
      localized: true,
      maxLength: 80,
      admin: { description: 'A month shows as name and year. Without a name the period is a custom date range.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          options: PERIOD_TYPES.map((type) => ({ label: type, value: type })),
          admin: { width: '34%' },
        },
        { name: 'year', type: 'number', required: true, min: 2000, max: 2100, admin: { width: '33%' } },
        { name: 'icon', type: 'upload', relationTo: 'media', admin: { width: '33%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        calendarDayField('startingDate', 'Starts', true),
        { ...calendarDayField('endingDate', 'Ends', true), validate: endsNotBeforeStart },
      ],
    },
  ],
}

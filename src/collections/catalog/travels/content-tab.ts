import { TRAVEL_FAQ_CATEGORIES } from '@/features/catalog/constants'
import type { Tab } from 'payload'

/** What a travel's page tells: the itinerary, what is and is not included, the money pot, FAQ. */
export const travelContentTab: Tab = {
  label: 'Itinerary and details',
  fields: [
    {
      name: 'stages',
      label: 'Itinerary stages',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 4000 },
        {
          type: 'row',
          fields: [
            { name: 'place', type: 'text', localized: true, maxLength: 120, admin: { width: '40%' } },
            { name: 'latitude', type: 'number', min: -90, max: 90, admin: { width: '30%' } },
            { name: 'longitude', type: 'number', min: -180, max: 180, admin: { width: '30%' } },
          ],
        },
      ],
    },
    { name: 'inclusions', type: 'array', localized: true, fields: [{ name: 'text', type: 'text', required: true, maxLength: 300 }] },
    { name: 'exclusions', type: 'array', localized: true, fields: [{ name: 'text', type: 'text', required: true, maxLength: 300 }] },
    {
      name: 'moneyPot',
      label: 'Money pot',
      type: 'array',
      localized: true,
      admin: { description: 'Shared expenses paid on the spot, in euro cents.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 160, admin: { width: '70%' } },
            { name: 'amount', type: 'number', required: true, min: 0, admin: { width: '30%', step: 1 } },
          ],
        },
      ],
    },
    {
      name: 'additionalInfo',
      label: 'Additional information',
      type: 'textarea',
      localized: true,
      maxLength: 4000,
      admin: { description: 'Anything else travellers should know: visas, climate, fitness, what to pack.' },
    },
    {
      name: 'faq',
      label: 'FAQ',
      type: 'array',
      localized: true,
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          defaultValue: 'general',
          options: TRAVEL_FAQ_CATEGORIES.map((category) => ({ label: category[0]!.toUpperCase() + category.slice(1), value: category })),
        },
        { name: 'question', type: 'text', required: true, maxLength: 300 },
        { name: 'answer', type: 'textarea', required: true, maxLength: 4000 },
      ],
    },
  ],
}

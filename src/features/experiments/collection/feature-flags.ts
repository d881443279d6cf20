import type { CollectionConfig } from 'payload'
import { signedIn } from '@/lib/cms/access'
import { experimentsChanged } from '../definitions-events'
import { FLAG_KEY_PATTERN } from '../flag-keys'
import { countriesField, coverageField, editionsField } from './targeting'

const jsonValue = { type: 'json', admin: { description: 'Any JSON: true, a number, a text in quotes, an object; empty: null.' } } as const

/**
 * Feature flags the site reads through the experiment engine (GrowthBook's SDK): a default value
 * and rules that give another value to the visitors of some countries or editions, or to a share
 * of them. The first rule that matches decides.
 */
export const FeatureFlags: CollectionConfig = {
  slug: 'feature-flags',
  labels: { singular: 'Feature flag', plural: 'Feature flags' },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  admin: { group: 'Experiments', useAsTitle: 'key', defaultColumns: ['key', 'enabled', 'description', 'updatedAt'] },
  hooks: {
    afterChange: [({ doc, req }) => experimentsChanged(req).then(() => doc)],
    afterDelete: [({ doc, req }) => experimentsChanged(req).then(() => doc)],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'key',
          type: 'text',
          required: true,
          unique: true,
          maxLength: 60,
          admin: { width: '50%', description: 'The name the site reads it by: geolocation-redirect, talk-to-us…' },
          validate: (value: unknown) =>
            typeof value === 'string' && FLAG_KEY_PATTERN.test(value) ? true : 'Lower-case words joined by hyphens (talk-to-us).',
        },
        {
          name: 'enabled',
          label: 'On',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '50%', description: 'Off: the site reads it as absent.' },
        },
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 500 },
    { name: 'defaultValue', label: 'Default value', ...jsonValue },
    {
      name: 'rules',
      type: 'array',
      maxRows: 50,
      admin: { description: 'Tried in order; the first whose conditions hold gives its value.' },
      fields: [
        {
          type: 'row',
          fields: [
            countriesField('countries', 'Empty: every country.'),
            { ...editionsField, admin: { ...editionsField.admin, width: '50%' } },
          ],
        },
        coverageField,
        { name: 'value', ...jsonValue },
      ],
    },
  ],
}

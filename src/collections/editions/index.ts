import type { CollectionConfig } from 'payload'
import { EDITION_CODES, EDITIONS } from '@/editions/editions'
import { FLAG_ICONS } from '@/editions/flags'
import { ROUTE_NAMES } from '@/editions/route-names'
import { adminsOnly, anyone } from '@/lib/cms/access'
import { revalidateShellDataAfterChange, revalidateShellDataAfterDelete } from '../shell-data-revalidate'

const CURRENCY_OPTIONS = ['EUR', 'GBP', 'USD'].map((code) => ({ label: code, value: code }))

/**
 * One document per country edition: what the country menu, the currency
 * selector, the formats and the routes of that edition use. Admins only.
 */
export const Editions: CollectionConfig = {
  slug: 'editions',
  labels: { singular: 'Edition', plural: 'Editions' },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  admin: {
    group: 'Site settings',
    useAsTitle: 'label',
    defaultColumns: ['label', 'code', 'languageLabel', 'currency', 'disabled'],
    description: 'The seven country editions. Changes show on every page at once.',
  },
  hooks: { afterChange: [revalidateShellDataAfterChange], afterDelete: [revalidateShellDataAfterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'select',
          required: true,
          unique: true,
          options: EDITION_CODES.map((code) => ({ label: `${code} (${EDITIONS[code].localeName})`, value: code })),
          admin: { width: '25%', description: 'Also the URL prefix.' },
        },
        { name: 'label', type: 'text', required: true, maxLength: 80, admin: { width: '25%' } },
        {
          name: 'countryCode',
          label: 'Country code',
          type: 'text',
          required: true,
          maxLength: 3,
          validate: validateCountryCode,
          admin: { width: '25%', description: 'ISO 3166 alpha-2, or INT.' },
        },
        {
          name: 'icon',
          label: 'Flag',
          type: 'select',
          required: true,
          options: FLAG_ICONS.map((icon) => ({ label: icon, value: icon })),
          admin: { width: '25%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          type: 'select',
          required: true,
          options: ['it', 'es', 'fr', 'de', 'en'].map((code) => ({ label: code, value: code })),
          admin: { width: '25%' },
        },
        {
          name: 'languageLabel',
          label: 'Language label',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { width: '25%', description: 'In the language itself: "Italiano".' },
        },
        {
          name: 'englishLanguageLabel',
          label: 'English language label',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { width: '25%' },
        },
        {
          name: 'domain',
          type: 'text',
          maxLength: 120,
          admin: { width: '25%', description: 'Public host of this edition, if it has its own.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'currency', type: 'select', required: true, options: CURRENCY_OPTIONS, admin: { width: '25%' } },
        {
          name: 'currencies',
          label: 'Currencies offered',
          type: 'select',
          hasMany: true,
          required: true,
          options: CURRENCY_OPTIONS,
          validate: (value: unknown, { siblingData }: { siblingData: { currency?: string } }) =>
            Array.isArray(value) && siblingData.currency && value.includes(siblingData.currency)
              ? true
              : 'The offered currencies must include the edition currency.',
          admin: { width: '25%' },
        },
        {
          name: 'dateFormat',
          label: 'Date format',
          type: 'select',
          required: true,
          defaultValue: 'DD/MM/YYYY',
          options: ['DD/MM/YYYY'],
          admin: { width: '25%' },
        },
        {
          name: 'weekStartsOn',
          label: 'Week starts on',
          type: 'select',
          required: true,
          options: [
            { label: 'Monday', value: '1' },
            { label: 'Sunday', value: '0' },
          ],
          admin: { width: '25%' },
        },
      ],
    },
    {
      name: 'communityMessage',
      label: 'Community message',
      type: 'text',
      maxLength: 160,
      admin: { description: 'Shown under the language in the country menu.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'taxCodeRequired', label: 'Tax code mandatory at checkout', type: 'checkbox', defaultValue: false },
        { name: 'disabled', label: 'Hidden from the country menu', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'disabledRoutes',
      label: 'Disabled routes',
      type: 'select',
      hasMany: true,
      options: ROUTE_NAMES.filter((name) => name !== 'index').map((name) => ({ label: name, value: name })),
      admin: {
        description:
          "Routes switched off in this edition: they answer 404. The spec's own (AI search outside Italy, events in en and de) are always off.",
      },
    },
  ],
}

function validateCountryCode(value: unknown): true | string {
  return typeof value === 'string' && /^([A-Z]{2}|INT)$/.test(value) ? true : 'Use two capital letters (IT, GB...) or INT.'
}

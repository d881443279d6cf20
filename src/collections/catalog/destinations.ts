import type { CollectionConfig } from 'payload'
import { anyone } from '@/lib/cms/access'
import { editorsWrite } from './access'
import { searchTextField } from './search-text'

/** Countries travels go to. */
export const Destinations: CollectionConfig = {
  slug: 'destinations',
  labels: { singular: 'Destination', plural: 'Destinations' },
  access: { read: anyone, ...editorsWrite },
  admin: {
    group: 'Catalog',
    useAsTitle: 'name',
    defaultColumns: ['name', 'isoCodeAlpha3', 'continent'],
    listSearchableFields: ['name', 'isoCodeAlpha3'],
  },
  defaultSort: 'isoCodeAlpha3',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 80 },
    searchTextField('name'),
    {
      name: 'isoCodeAlpha3',
      label: 'ISO 3166 alpha-3 code',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: unknown) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? true : 'Three capital letters, e.g. PER.'),
      admin: { position: 'sidebar' },
    },
    { name: 'continent', type: 'relationship', relationTo: 'continents', required: true, index: true, admin: { position: 'sidebar' } },
  ],
}

import type { CollectionConfig } from 'payload'
import { CONTINENT_CODES } from '@/features/catalog/continents'
import { anyone } from '@/lib/cms/access'
import { editorsWrite } from './access'

export const Continents: CollectionConfig = {
  slug: 'continents',
  labels: { singular: 'Continent', plural: 'Continents' },
  access: { read: anyone, ...editorsWrite },
  admin: { group: 'Catalog', useAsTitle: 'name', defaultColumns: ['name', 'code'] },
  defaultSort: 'code',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 80 },
    {
      name: 'code',
      type: 'select',
      required: true,
      unique: true,
      options: CONTINENT_CODES.map((code) => ({ label: code, value: code })),
      admin: { description: 'Links the continent to its area page.' },
    },
  ],
}

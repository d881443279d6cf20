import type { CollectionConfig } from 'payload'
import { anyone } from '@/lib/cms/access'
import { SLUG_PATTERN } from '@/lib/text/slug'
import { editorsWrite } from './access'

/** Trip coordinators' public profiles. */
export const Coordinators: CollectionConfig = {
  slug: 'coordinators',
  labels: { singular: 'Coordinator', plural: 'Coordinators' },
  access: { read: anyone, ...editorsWrite },
  admin: { group: 'Catalog', useAsTitle: 'name', defaultColumns: ['name', 'city', 'slug'], listSearchableFields: ['name', 'city'] },
  defaultSort: 'name',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80, admin: { width: '50%' } },
        { name: 'city', type: 'text', maxLength: 80, admin: { width: '50%' } },
      ],
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: unknown) =>
        typeof value === 'string' && SLUG_PATTERN.test(value) && !value.includes('/') ? true : 'Lowercase words joined by hyphens.',
    },
    { name: 'picture', type: 'upload', relationTo: 'media' },
    { name: 'bio', type: 'textarea', localized: true, maxLength: 2000 },
  ],
}

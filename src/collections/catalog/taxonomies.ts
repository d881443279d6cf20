import type { CollectionConfig } from 'payload'
import { anyone } from '@/lib/cms/access'
import { editorsWrite } from './access'

type Taxonomy = { slug: string; singular: string; plural: string; description: string }

/** A small list travels are tagged with and filtered by: a name per edition and a stable code. */
function taxonomy({ slug, singular, plural, description }: Taxonomy): CollectionConfig {
  return {
    slug,
    labels: { singular, plural },
    access: { read: anyone, ...editorsWrite },
    admin: { group: 'Catalog', useAsTitle: 'name', defaultColumns: ['name', 'code'], description },
    defaultSort: 'code',
    fields: [
      { name: 'name', type: 'text', required: true, localized: true, maxLength: 80 },
      {
        name: 'code',
        type: 'text',
        required: true,
        unique: true,
        validate: (value: unknown) =>
          typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Lowercase letters, digits and hyphens.',
        admin: { description: 'Used in search addresses; change it only with care.' },
      },
    ],
  }
}

export const Badges = taxonomy({
  slug: 'badges',
  singular: 'Badge',
  plural: 'Badges',
  description: 'Labels on travel cards, e.g. "Best seller".',
})
export const TravelStyles = taxonomy({
  slug: 'travel-styles',
  singular: 'Travel style',
  plural: 'Travel styles',
  description: 'How a travel is lived, e.g. adventure or relax.',
})
export const TravelTypes = taxonomy({
  slug: 'travel-types',
  singular: 'Travel type',
  plural: 'Travel types',
  description: 'What kind of product a travel is, e.g. tour or cruise.',
})
export const CostCenters = taxonomy({
  slug: 'cost-centers',
  singular: 'Cost centre',
  plural: 'Cost centres',
  description: 'The business unit a travel is accounted to.',
})

import type { CollectionConfig, PayloadRequest } from 'payload'
import { EDITION_CODES, EDITIONS } from '@/editions/editions'
import { REVIEW_RATINGS } from '@/features/catalog/reviews/ratings'
import { catalogTags } from '@/lib/cache/catalog-tags'
import { expireTagsOnCommit } from '@/lib/cache/revalidate'
import { anyone } from '@/lib/cms/access'
import { stripMarkup } from '@/lib/text/strip-markup'
import { editorsWrite } from './access'
import { calendarDayField } from './calendar-day'

const reviewDay = calendarDayField('date', 'Date', true)

const travelIdOf = (doc: { travel?: unknown } | null | undefined): number | null => {
  const travel = doc?.travel
  if (typeof travel === 'number') return travel
  return travel && typeof travel === 'object' && 'id' in travel ? Number((travel as { id: unknown }).id) : null
}

/**
 * A saved or deleted review shows on its travel's pages (and in their rating), on the reviews page
 * and in the site's rating, which the review badge of every page shows: those expire.
 */
async function expireTravelPages(req: PayloadRequest, travels: Array<number | null>, disabled: unknown) {
  const ids = [...new Set(travels.filter((id) => id !== null))]
  if (!disabled) await expireTagsOnCommit(req, [...ids.map((id) => catalogTags.travel(id)), catalogTags.reviews])
}

/**
 * What travellers wrote after a trip: a rating from 1 to 5, their first name, the day, and the
 * edition they wrote in (its language is the text's). Travel pages show the 4- and 5-star ones;
 * every rating counts in the travel's average and bands.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  access: { read: anyone, ...editorsWrite },
  admin: {
    group: 'Catalog',
    useAsTitle: 'firstName',
    defaultColumns: ['firstName', 'rating', 'travel', 'edition', 'date'],
    listSearchableFields: ['firstName', 'text'],
  },
  defaultSort: '-date',
  hooks: {
    beforeChange: [({ data }) => ({ ...data, text: typeof data.text === 'string' ? stripMarkup(data.text).trim() : data.text })],
    afterChange: [
      async ({ doc, previousDoc, operation, req, context }) => {
        await expireTravelPages(req, [travelIdOf(doc), operation === 'update' ? travelIdOf(previousDoc) : null], context.disableRevalidate)
        return doc
      },
    ],
    afterDelete: [async ({ doc, req, context }) => expireTravelPages(req, [travelIdOf(doc)], context.disableRevalidate)],
  },
  fields: [
    { name: 'travel', type: 'relationship', relationTo: 'travels', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'rating',
          type: 'number',
          required: true,
          min: 1,
          max: 5,
          admin: { width: '25%', step: 1 },
          validate: (value: unknown) =>
            typeof value === 'number' && (REVIEW_RATINGS as readonly number[]).includes(value) ? true : 'A whole number of stars, 1 to 5.',
        },
        { name: 'firstName', type: 'text', required: true, maxLength: 40, admin: { width: '25%' } },
        {
          name: 'edition',
          type: 'select',
          required: true,
          options: EDITION_CODES.map((code) => ({ label: `${code} (${EDITIONS[code].localeName})`, value: code })),
          admin: { width: '25%', description: 'Where it was written: its language is the text’s.' },
        },
        { ...reviewDay, admin: { ...reviewDay.admin, width: '25%' } },
      ],
    },
    { name: 'text', type: 'textarea', required: true, minLength: 2, maxLength: 2000 },
  ],
}

import type { CollectionConfig } from 'payload'
import { EDITION_CODES } from '@/editions/editions'
import { isValidRoutePattern } from '@/shell/banner/route-patterns'
import { anyone, signedIn } from '@/lib/cms/access'
import { customCssField } from '@/lib/cms/custom-css-field'
import { stripMarkup } from '@/lib/text/strip-markup'
import { linkField } from '../../../collections/fields/link'
import { revalidateShellDataAfterChange, revalidateShellDataAfterDelete } from '../../../collections/shell-data-revalidate'

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/

function validateColour(value: unknown): true | string {
  return typeof value === 'string' && HEX_COLOUR.test(value) ? true : 'Use a hex colour such as #1f2a44.'
}

function validatePatterns(value: unknown): true | string {
  if (!Array.isArray(value)) return true
  const bad = value.find((pattern) => typeof pattern !== 'string' || !isValidRoutePattern(pattern))
  return bad === undefined ? true : `"${String(bad)}" is not a route pattern: start with /, use * for one path segment.`
}

/**
 * The banner bar: a message above the header on the routes its patterns match,
 * with colours, scoped CSS, an optional call to action, closable. Several per edition; the
 * first one (by order) that matches a route shows.
 */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: 'Banner', plural: 'Banners' },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  admin: {
    group: 'Site settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'edition', 'active', 'order', 'updatedAt'],
    listSearchableFields: ['name', 'message'],
  },
  defaultSort: 'order',
  hooks: {
    beforeChange: [({ data }) => ({ ...data, message: typeof data.message === 'string' ? stripMarkup(data.message) : data.message })],
    afterChange: [revalidateShellDataAfterChange],
    afterDelete: [revalidateShellDataAfterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80, admin: { width: '40%', description: 'For editors only.' } },
        {
          name: 'edition',
          type: 'select',
          required: true,
          index: true,
          options: EDITION_CODES.map((code) => ({ label: code, value: code })),
          admin: { width: '20%' },
        },
        { name: 'active', type: 'checkbox', defaultValue: true, admin: { width: '20%', style: { alignSelf: 'flex-end' } } },
        { name: 'order', type: 'number', defaultValue: 0, admin: { width: '20%', description: 'Lower shows first.' } },
      ],
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 300 },
    {
      type: 'row',
      fields: [
        {
          name: 'backgroundColor',
          label: 'Background colour',
          type: 'text',
          required: true,
          defaultValue: '#1f2a44',
          validate: validateColour,
          admin: { width: '33%' },
        },
        {
          name: 'textColor',
          label: 'Text colour',
          type: 'text',
          required: true,
          defaultValue: '#ffffff',
          validate: validateColour,
          admin: { width: '33%' },
        },
        { name: 'closable', type: 'checkbox', defaultValue: true, admin: { width: '33%', style: { alignSelf: 'flex-end' } } },
      ],
    },
    {
      name: 'routes',
      type: 'group',
      admin: {
        description: 'Paths inside the edition, without its prefix: "/", "/viaggi/*", "/legal/*". * stands for exactly one path segment.',
      },
      fields: [
        { name: 'match', label: 'Show on', type: 'text', hasMany: true, required: true, maxRows: 30, validate: validatePatterns },
        { name: 'exclude', label: 'But not on', type: 'text', hasMany: true, maxRows: 30, validate: validatePatterns },
      ],
    },
    {
      name: 'callToAction',
      label: 'Call to action',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', maxLength: 40, admin: { width: '40%' } },
            {
              name: 'action',
              type: 'select',
              defaultValue: 'none',
              options: [
                { label: 'None', value: 'none' },
                { label: 'Scroll to a section of the page', value: 'scroll' },
                { label: 'Go to a link', value: 'link' },
              ],
              admin: { width: '30%' },
            },
            {
              name: 'scrollTo',
              label: 'Section id',
              type: 'text',
              maxLength: 80,
              validate: (value: unknown, { siblingData }: { siblingData: { action?: string } }) =>
                siblingData.action !== 'scroll' || (typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value))
                  ? true
                  : 'Enter the id of the section, e.g. "faq".',
              admin: { width: '30%', condition: (_, sibling) => sibling?.action === 'scroll' },
            },
          ],
        },
        { ...linkField({ required: false }), admin: { condition: (_, sibling) => sibling?.action === 'link', hideGutter: true } },
      ],
    },
    customCssField('Custom CSS', 'Scoped to this banner.', { scoped: true }),
  ],
}

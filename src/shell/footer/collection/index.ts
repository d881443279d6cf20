import type { GlobalConfig } from 'payload'
import { PAYMENT_METHODS } from '@/shell/footer/payment-methods'
import { SOCIAL_NETWORKS } from '@/shell/footer/social-networks'
import { publishedOrSignedIn, signedIn } from '@/lib/cms/access'
import { safeAddressOnEverySave } from '@/lib/cms/safe-address'
import { safeUrl } from '@/lib/text/safe-url'
import { badgeField } from '../../../collections/fields/badge'
import { linkField } from '../../../collections/fields/link'
import { labelledRows } from '../../../collections/row-label/labelled-rows'
import { revalidateShellDataAfterGlobalChange } from '../../../collections/shell-data-revalidate'

/**
 * The footer of each edition: the menu (columns of links, two levels), social
 * links, badges, payment icons and message, the tracking-preferences link. Per edition.
 */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  access: { read: publishedOrSignedIn, update: signedIn, readVersions: signedIn },
  admin: { group: 'Site settings', description: 'Footer menu, social links, badges and payments, per edition.' },
  versions: { drafts: true, max: 20 },
  hooks: { afterChange: [revalidateShellDataAfterGlobalChange] },
  fields: [
    {
      name: 'menu',
      type: 'array',
      localized: true,
      maxRows: 8,
      admin: labelledRows,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 60, admin: { width: '50%' } },
            {
              name: 'type',
              type: 'select',
              required: true,
              defaultValue: 'columns',
              options: [
                { label: 'Column of links', value: 'columns' },
                { label: 'Single link', value: 'link' },
              ],
              admin: { width: '30%' },
            },
            badgeField,
          ],
        },
        { ...linkField({ required: false }), admin: { condition: (_, sibling) => sibling?.type === 'link', hideGutter: true } },
        {
          name: 'children',
          label: 'Links',
          type: 'array',
          maxRows: 20,
          admin: { ...labelledRows, condition: (_, sibling) => sibling?.type !== 'link' },
          fields: [
            { type: 'row', fields: [{ name: 'label', type: 'text', required: true, maxLength: 80, admin: { width: '70%' } }, badgeField] },
            linkField(),
          ],
        },
      ],
    },
    {
      name: 'socialLinks',
      label: 'Social links',
      type: 'array',
      localized: true,
      maxRows: SOCIAL_NETWORKS.length,
      admin: labelledRows,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'network',
              type: 'select',
              required: true,
              options: SOCIAL_NETWORKS.map((network) => ({ label: network, value: network })),
              admin: { width: '30%' },
            },
            {
              name: 'url',
              type: 'text',
              required: true,
              maxLength: 500,
              validate: validateHttpUrl,
              hooks: { beforeChange: [safeAddressOnEverySave] },
              admin: { width: '70%' },
            },
          ],
        },
      ],
    },
    {
      name: 'badges',
      type: 'array',
      localized: true,
      maxRows: 8,
      admin: { ...labelledRows, description: 'Awards and memberships, shown 40 px high.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 80, admin: { width: '50%' } },
            { name: 'image', type: 'upload', relationTo: 'media', required: true, admin: { width: '50%' } },
          ],
        },
        linkField({ required: false }),
      ],
    },
    {
      name: 'paymentIcons',
      label: 'Payment icons',
      type: 'select',
      hasMany: true,
      localized: true,
      options: PAYMENT_METHODS.map((method) => ({ label: method, value: method })),
      admin: { description: 'Shown 30 px high.' },
    },
    { name: 'paymentMessage', label: 'Payment message', type: 'text', localized: true, maxLength: 200 },
    { ...linkField({ name: 'trackingPreferences', label: 'Tracking preferences link', required: false }) },
    {
      name: 'rating',
      label: 'Review rating',
      type: 'group',
      admin: {
        description:
          'The review badge. With an external review site’s page: its figures (spec: score 4.8, real rating 4.7, 12086 reviews) and a link there. Without one: the average and count of the travels’ reviews and a link to the site’s reviews page.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'score', type: 'number', required: true, defaultValue: 4.8, min: 0, max: 5, admin: { width: '25%', step: 0.1 } },
            {
              name: 'realRating',
              label: 'Real rating',
              type: 'number',
              required: true,
              defaultValue: 4.7,
              min: 0,
              max: 5,
              admin: { width: '25%', step: 0.1 },
            },
            { name: 'reviews', type: 'number', required: true, defaultValue: 12086, min: 0, admin: { width: '25%', step: 1 } },
            {
              name: 'url',
              label: 'External review site page',
              type: 'text',
              maxLength: 500,
              validate: (value: unknown) => !value || validateHttpUrl(value),
              hooks: { beforeChange: [safeAddressOnEverySave] },
              admin: { width: '25%' },
            },
          ],
        },
      ],
    },
  ],
}

function validateHttpUrl(value: unknown): true | string {
  return typeof value === 'string' && /^https?:\/\//.test(value) && safeUrl(value) ? true : 'Use a full address starting with https://.'
}

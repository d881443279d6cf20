import type { GlobalConfig } from 'payload'
import { publishedOrSignedIn, signedIn } from '@/lib/cms/access'
import { badgeField } from '../../../collections/fields/badge'
import { linkField } from '../../../collections/fields/link'
import { labelledRows } from '../../../collections/row-label/labelled-rows'
import { revalidateShellDataAfterGlobalChange } from '../../../collections/shell-data-revalidate'

export const MENU_STYLES = ['default', 'highlight', 'muted'] as const

const styleField = {
  name: 'style',
  type: 'select' as const,
  defaultValue: 'default',
  options: MENU_STYLES.map((style) => ({ label: style, value: style })),
  admin: { width: '20%' },
}

/**
 * The header of each edition: the main navigation (mega menus of groups
 * of links, drop-downs, plain links), the buttons of the mobile menu and the talk-to-us rule.
 * Every field is per edition (localized).
 */
export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Header',
  access: { read: publishedOrSignedIn, update: signedIn, readVersions: signedIn },
  admin: { group: 'Site settings', description: 'Navigation of the header and the mobile menu, per edition.' },
  versions: { drafts: true, max: 20 },
  hooks: { afterChange: [revalidateShellDataAfterGlobalChange] },
  fields: [
    {
      name: 'menu',
      label: 'Main navigation',
      type: 'array',
      localized: true,
      maxRows: 12,
      admin: labelledRows,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 40, admin: { width: '40%' } },
            {
              name: 'type',
              type: 'select',
              required: true,
              defaultValue: 'link',
              options: [
                { label: 'Mega menu (groups of links in 6 columns)', value: 'mega-menu' },
                { label: 'Drop-down (a list of links)', value: 'drop-down' },
                { label: 'Plain link', value: 'link' },
              ],
              admin: { width: '40%' },
            },
            styleField,
          ],
        },
        { ...linkField({ required: false }), admin: { condition: (_, sibling) => sibling?.type === 'link', hideGutter: true } },
        {
          name: 'children',
          label: 'Groups or links',
          type: 'array',
          maxRows: 24,
          admin: {
            condition: (_, sibling) => sibling?.type !== 'link',
            ...labelledRows,
            description: 'In a mega menu each entry is a group (a column heading with its links); in a drop-down each entry is a link.',
          },
          fields: [
            {
              type: 'row',
              fields: [{ name: 'label', type: 'text', required: true, maxLength: 60, admin: { width: '40%' } }, styleField, badgeField],
            },
            linkField({ required: false }),
            {
              name: 'removeAccordionOnMobile',
              label: 'Always open on mobile (no accordion)',
              type: 'checkbox',
              defaultValue: false,
            },
            {
              name: 'links',
              label: 'Links of the group',
              type: 'array',
              maxRows: 40,
              admin: labelledRows,
              fields: [
                {
                  type: 'row',
                  fields: [{ name: 'label', type: 'text', required: true, maxLength: 60, admin: { width: '50%' } }, badgeField],
                },
                linkField(),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'mobileButtons',
      label: 'Buttons of the mobile menu',
      type: 'array',
      localized: true,
      maxRows: 3,
      admin: labelledRows,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 40, admin: { width: '50%' } },
            {
              name: 'variant',
              type: 'select',
              defaultValue: 'primary',
              options: ['primary', 'secondary'].map((value) => ({ label: value, value })),
              admin: { width: '50%' },
            },
          ],
        },
        linkField(),
      ],
    },
  ],
}

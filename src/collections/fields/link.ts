import type { Field, GroupField } from 'payload'
import { FIXED_ROUTE_NAMES } from '@/editions/route-names'
import { SAFE_ADDRESS_MESSAGE, safeAddressOnEverySave } from '@/lib/cms/safe-address'
import { safeUrl } from '@/lib/text/safe-url'

/** Routes a link can point at without parameters. */
export const LINKABLE_ROUTES = [...FIXED_ROUTE_NAMES, 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet'] as const

export const LINK_KINDS = ['route', 'page', 'travel', 'url'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

function validateUrl(value: unknown, { siblingData }: { siblingData: { kind?: LinkKind } }): true | string {
  if (siblingData.kind !== 'url') return true
  if (typeof value !== 'string' || !value.trim()) return 'Enter the address the link goes to.'
  return safeUrl(value) ? true : SAFE_ADDRESS_MESSAGE
}

const onlyFor = (kind: LinkKind) => (_: unknown, siblingData: { kind?: LinkKind }) => siblingData?.kind === kind

/**
 * Where a menu entry, button or call to action goes: a site
 * route, a custom page, a travel by slug, or a plain address. Resolved per edition by
 * features/links/resolve-link.ts, so one entry works in every edition's language.
 */
export function linkField({
  name = 'link',
  label = 'Link',
  required = true,
}: { name?: string; label?: string; required?: boolean } = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Goes to',
          type: 'select',
          required,
          defaultValue: required ? 'route' : undefined,
          options: [
            { label: 'A site route', value: 'route' },
            { label: 'A custom page', value: 'page' },
            { label: 'A travel (by slug)', value: 'travel' },
            { label: 'An address', value: 'url' },
          ],
          admin: { width: '30%' },
        },
        {
          name: 'route',
          type: 'select',
          options: LINKABLE_ROUTES.map((route) => ({ label: route, value: route })),
          validate: (value: unknown, { siblingData }: { siblingData: { kind?: LinkKind } }) =>
            siblingData.kind !== 'route' || value ? true : 'Choose the route.',
          admin: { condition: onlyFor('route'), width: '40%' },
        },
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          validate: (value: unknown, { siblingData }: { siblingData: { kind?: LinkKind } }) =>
            siblingData.kind !== 'page' || value ? true : 'Choose the page.',
          admin: { condition: onlyFor('page'), width: '40%' },
        },
        {
          name: 'travelSlug',
          label: 'Travel slug',
          type: 'text',
          maxLength: 200,
          validate: (value: unknown, { siblingData }: { siblingData: { kind?: LinkKind } }) =>
            siblingData.kind !== 'travel' || (typeof value === 'string' && /^[a-z0-9-]+$/.test(value))
              ? true
              : 'Use the travel slug: lowercase letters, digits and dashes.',
          admin: { condition: onlyFor('travel'), width: '40%' },
        },
        {
          name: 'url',
          label: 'Address',
          type: 'text',
          maxLength: 2000,
          validate: validateUrl,
          hooks: { beforeChange: [safeAddressOnEverySave] },
          admin: { condition: onlyFor('url'), width: '40%' },
        },
        {
          name: 'newTab',
          label: 'Open in a new tab',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '30%', style: { alignSelf: 'flex-end' } },
        },
      ],
    },
  ]
  return { name, label, type: 'group', fields, admin: { hideGutter: true } }
}

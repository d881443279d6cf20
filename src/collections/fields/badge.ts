import type { SelectField } from 'payload'

/** Menu badges. */
export const MENU_BADGES = ['NEW', 'HOT', 'SAFE'] as const
export type MenuBadge = (typeof MENU_BADGES)[number]

export const badgeField: SelectField = {
  name: 'badge',
  type: 'select',
  options: MENU_BADGES.map((badge) => ({ label: badge, value: badge })),
  admin: { width: '20%' },
}

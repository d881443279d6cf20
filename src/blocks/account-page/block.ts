import { defineBlock, thumbnailSvg } from '../define-block'
import { ACCOUNT_SECTIONS } from './account-sections'

export default defineBlock({
  slug: 'accountPage',
  interfaceName: 'AccountPageBlock',
  labels: { singular: 'Account page', plural: 'Account page blocks' },
  group: 'Account',
  thumbnail: thumbnailSvg(
    '<circle cx="240" cy="120" r="52" fill="#d9dde6"/><rect x="140" y="190" width="200" height="70" rx="35" fill="#d9dde6"/>',
  ),
  fields: [
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'profile',
      options: ACCOUNT_SECTIONS.map((section) => ({ label: section[0]!.toUpperCase() + section.slice(1), value: section })),
      admin: { description: 'What the signed-in customer sees here: their profile, bookings, alerts or communications.' },
    },
    { name: 'title', type: 'text', maxLength: 160, admin: { description: 'Empty: the section’s name.' } },
  ],
  render: () => import('./AccountPage'),
  headsPage: () => true,
})

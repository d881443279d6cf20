import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'newsletter',
  interfaceName: 'NewsletterBlock',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-ups' },
  group: 'Text',
  thumbnail: thumbnailSvg(
    '<rect x="40" y="60" width="400" height="200" rx="16" fill="#1f2a44"/><rect x="80" y="100" width="220" height="18" rx="9" fill="#fff"/><rect x="80" y="170" width="220" height="44" rx="8" fill="#fff"/><rect x="310" y="170" width="90" height="44" rx="8" fill="#c0392b"/>',
  ),
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 160,
      admin: { description: 'Empty: the footer’s newsletter title in the edition’s language.' },
    },
    { name: 'text', type: 'textarea', maxLength: 400, admin: { description: 'Empty: the footer’s newsletter introduction.' } },
  ],
  render: () => import('./Newsletter'),
})

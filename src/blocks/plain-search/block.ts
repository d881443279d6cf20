import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'plainSearch',
  interfaceName: 'PlainSearchBlock',
  labels: { singular: 'Search in plain words', plural: 'Searches in plain words' },
  group: 'Catalog',
  thumbnail: thumbnailSvg(
    '<rect x="40" y="50" width="400" height="60" rx="12" fill="#fff" stroke="#c9ced8"/><rect x="60" y="72" width="240" height="16" rx="8" fill="#9aa3b5"/><rect x="40" y="130" width="110" height="28" rx="14" fill="#1f2a44"/><rect x="160" y="130" width="90" height="28" rx="14" fill="#1f2a44"/><rect x="40" y="180" width="120" height="100" rx="10" fill="#fff" stroke="#c9ced8"/><rect x="180" y="180" width="120" height="100" rx="10" fill="#fff" stroke="#c9ced8"/><rect x="320" y="180" width="120" height="100" rx="10" fill="#fff" stroke="#c9ced8"/>',
  ),
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 160,
      admin: { description: 'Empty: "Describe the trip you are after" in the edition’s language.' },
    },
    {
      name: 'examples',
      type: 'array',
      maxRows: 6,
      admin: { description: 'Requests offered to try, each a link that runs it.' },
      fields: [{ name: 'request', type: 'text', required: true, maxLength: 160, localized: true }],
    },
  ],
  render: () => import('./PlainSearch'),
  headsPage: (_block, frame) => frame.index === 0,
})

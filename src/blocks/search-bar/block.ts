import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'searchBar',
  interfaceName: 'SearchBarBlock',
  labels: { singular: 'Search bar', plural: 'Search bars' },
  group: 'Layout',
  thumbnail: thumbnailSvg(
    '<rect x="30" y="110" width="420" height="70" rx="35" fill="#fff" stroke="#c9ced8" stroke-width="3"/><rect x="60" y="135" width="140" height="20" rx="8" fill="#1f2a44"/><rect x="220" y="135" width="110" height="20" rx="8" fill="#9aa3b5"/><rect x="350" y="122" width="84" height="46" rx="23" fill="#c0392b"/>' +
      [30, 140, 250, 360].map((x) => `<rect x="${x}" y="215" width="95" height="60" rx="10" fill="#e6e9ef"/>`).join(''),
  ),
  fields: [
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'cover',
      options: [
        { label: 'Cover: the whole bar in the page', value: 'cover' },
        { label: 'Compact: the current search on one line, at the top while scrolling up', value: 'compact' },
      ],
      admin: {
        description: 'Compact suits a results page: it shows the search in the page address and opens the bar to change it.',
      },
    },
    { name: 'title', type: 'text', maxLength: 120 },
    {
      name: 'showRecent',
      label: 'Show the visitor’s recent searches',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: 'A row under the bar, only for visitors who have searched before (kept in their browser).',
        condition: (_data, sibling) => sibling?.layout !== 'compact',
      },
    },
  ],
  render: () => import('./SearchBar'),
})

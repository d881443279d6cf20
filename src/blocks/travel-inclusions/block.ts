import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'travelInclusions',
  interfaceName: 'TravelInclusionsBlock',
  labels: { singular: 'What’s included', plural: 'What’s included blocks' },
  group: 'Travel page',
  thumbnail: thumbnailSvg(
    [70, 120, 170]
      .map(
        (y) =>
          `<circle cx="70" cy="${y}" r="12" fill="#2e8b57"/><rect x="95" y="${y - 7}" width="130" height="14" rx="7" fill="#1f2a44"/><circle cx="270" cy="${y}" r="12" fill="#c0392b"/><rect x="295" y="${y - 7}" width="130" height="14" rx="7" fill="#1f2a44"/>`,
      )
      .join('') + '<rect x="55" y="220" width="370" height="60" rx="10" fill="#fff6df" stroke="#e8c872"/>',
  ),
  fields: [{ name: 'showMoneyPot', label: 'Show the money pot', type: 'checkbox', defaultValue: true }],
  load: () => import('./load-money-pot'),
  render: () => import('./TravelInclusions'),
})

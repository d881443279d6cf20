import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'reviewsPage',
  interfaceName: 'ReviewsPageBlock',
  labels: { singular: 'Reviews page', plural: 'Reviews page blocks' },
  group: 'Catalog',
  thumbnail: thumbnailSvg(
    '<text x="240" y="150" text-anchor="middle" font-size="90" fill="#f5a623">★★★★★</text><rect x="90" y="190" width="300" height="16" rx="8" fill="#d9dde6"/><rect x="90" y="220" width="220" height="16" rx="8" fill="#d9dde6"/>',
  ),
  fields: [{ name: 'title', type: 'text', maxLength: 160, admin: { description: 'Empty: “Traveller reviews”.' } }],
  load: () => import('./load-reviews-page'),
  render: () => import('./ReviewsPage'),
  headsPage: () => true,
})

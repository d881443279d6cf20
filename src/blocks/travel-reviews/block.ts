import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'travelReviews',
  interfaceName: 'TravelReviewsBlock',
  labels: { singular: 'Travel reviews', plural: 'Travel reviews' },
  group: 'Travel page',
  thumbnail: thumbnailSvg(
    '<rect x="40" y="40" width="120" height="90" rx="12" fill="#1f2a44"/><rect x="180" y="50" width="240" height="14" rx="7" fill="#f2b01e"/><rect x="180" y="80" width="200" height="14" rx="7" fill="#f2b01e"/><rect x="180" y="110" width="120" height="14" rx="7" fill="#f2b01e"/>' +
      [40, 190, 340]
        .map(
          (x) =>
            `<rect x="${x}" y="170" width="130" height="110" rx="12" fill="#fff" stroke="#c9ced8"/><rect x="${x + 15}" y="190" width="70" height="12" rx="6" fill="#f2b01e"/>`,
        )
        .join(''),
  ),
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 160,
      admin: {
        description:
          'Empty: "What travellers say" in the edition’s language. On a travel page: that travel’s rating and reviews; on any other page (the home page): the site’s average and count over every review and its latest 4- and 5-star reviews.',
      },
    },
  ],
  load: () => import('./load-travel-reviews'),
  render: () => import('./TravelReviews'),
})

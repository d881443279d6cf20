import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'tour',
  interfaceName: 'TourBlock',
  labels: { singular: 'Departure summary', plural: 'Departure summaries' },
  group: 'Catalog',
  thumbnail: thumbnailSvg(
    '<rect x="60" y="60" width="360" height="200" rx="14" fill="#fff" stroke="#c9ced8"/><rect x="90" y="90" width="200" height="18" rx="9" fill="#1f2a44"/><rect x="90" y="125" width="140" height="14" rx="7" fill="#9aa3b5"/><rect x="90" y="155" width="110" height="22" rx="11" fill="#e3f4ea"/><rect x="270" y="200" width="120" height="36" rx="18" fill="#c0392b"/>',
  ),
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 160,
      admin: { description: 'Shown above the departure; the tour page’s departure is used.' },
    },
  ],
  render: () => import('./Tour'),
  // Only a departure that has gone says so as the page's heading; a current one is headed by the page.
  headsPage: (_block, _frame, context) => Boolean(context.routeData.travel && context.routeData.tourGone),
})

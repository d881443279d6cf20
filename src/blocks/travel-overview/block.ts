import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'travelOverview',
  interfaceName: 'TravelOverviewBlock',
  labels: { singular: 'Travel overview', plural: 'Travel overviews' },
  group: 'Travel page',
  thumbnail: thumbnailSvg(
    '<rect x="40" y="50" width="300" height="30" rx="8" fill="#1f2a44"/><rect x="40" y="100" width="200" height="16" rx="8" fill="#9aa3b5"/><rect x="40" y="150" width="120" height="28" rx="14" fill="#e3f4ea"/><rect x="170" y="150" width="120" height="28" rx="14" fill="#fdecea"/><rect x="40" y="210" width="260" height="14" rx="7" fill="#2e8b57"/><rect x="40" y="240" width="180" height="14" rx="7" fill="#3b6e8f"/><rect x="360" y="50" width="90" height="60" rx="10" fill="#c0392b"/>',
  ),
  fields: [
    {
      name: 'showMoods',
      label: 'Show the mood bars',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Everything else comes from the page’s travel.' },
    },
  ],
  render: () => import('./TravelOverview'),
  headsPage: (_block, _frame, context) => Boolean(context.routeData.travel),
})

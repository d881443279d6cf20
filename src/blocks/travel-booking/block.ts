import { catalogTags } from '@/lib/cache/catalog-tags'
import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'travelBooking',
  interfaceName: 'TravelBookingBlock',
  labels: { singular: 'Booking box', plural: 'Booking boxes' },
  group: 'Travel page',
  thumbnail: thumbnailSvg(
    '<rect x="40" y="40" width="240" height="240" rx="12" fill="#e6e9ef"/><rect x="300" y="40" width="150" height="240" rx="14" fill="#fff" stroke="#c9ced8"/><rect x="315" y="60" width="90" height="22" rx="6" fill="#1f2a44"/>' +
      [100, 140, 180].map((y) => `<rect x="315" y="${y}" width="120" height="26" rx="6" fill="#e3f4ea"/>`).join('') +
      '<rect x="315" y="230" width="120" height="34" rx="17" fill="#c0392b"/>',
  ),
  fields: [
    {
      name: 'departures',
      label: 'Departures listed',
      type: 'number',
      defaultValue: 4,
      min: 1,
      max: 8,
      admin: {
        step: 1,
        description: 'The next ones of the page’s travel; beside the content on large screens, a bar at the bottom on phones.',
      },
    },
  ],
  load: () => import('./load-booking'),
  renderTags: (_block, context) => (context.routeData.travel ? [catalogTags.travel(context.routeData.travel.id)] : []),
  render: () => import('./TravelBooking'),
})

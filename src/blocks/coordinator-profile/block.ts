import { catalogTags } from '@/lib/cache/catalog-tags'
import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'coordinatorProfile',
  interfaceName: 'CoordinatorProfileBlock',
  labels: { singular: 'Coordinator profile', plural: 'Coordinator profiles' },
  group: 'Coordinators',
  thumbnail: thumbnailSvg(
    '<circle cx="110" cy="100" r="50" fill="#c9d8e4"/><rect x="190" y="70" width="200" height="22" rx="8" fill="#1f2a44"/><rect x="190" y="105" width="140" height="14" rx="7" fill="#9aa3b5"/><rect x="60" y="180" width="110" height="100" rx="10" fill="#fff" stroke="#c9ced8"/><rect x="185" y="180" width="110" height="100" rx="10" fill="#fff" stroke="#c9ced8"/><rect x="310" y="180" width="110" height="100" rx="10" fill="#fff" stroke="#c9ced8"/>',
  ),
  fields: [
    {
      name: 'departuresTitle',
      type: 'text',
      maxLength: 160,
      admin: { description: 'Empty: "Upcoming departures with {name}" in the edition’s language. The coordinator is the page address’s.' },
    },
  ],
  load: () => import('./load-coordinator-profile'),
  // The departures are a list drawn from several travels: any travel's or tour's edit may change it.
  renderTags: () => [catalogTags.lists, catalogTags.all],
  render: () => import('./CoordinatorProfile'),
  headsPage: (_block, _frame, context) => Boolean(context.routeData.coordinator),
})

import { catalogTags } from '@/lib/cache/catalog-tags'
import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'coordinatorList',
  interfaceName: 'CoordinatorListBlock',
  labels: { singular: 'Coordinator list', plural: 'Coordinator lists' },
  group: 'Coordinators',
  thumbnail: thumbnailSvg(
    '<rect x="160" y="30" width="160" height="26" rx="13" fill="#fff" stroke="#c9ced8"/>' +
      [40, 180, 320]
        .map(
          (x) =>
            `<rect x="${x}" y="80" width="120" height="200" rx="12" fill="#fff" stroke="#c9ced8"/><circle cx="${x + 60}" cy="135" r="34" fill="#c9d8e4"/><rect x="${x + 20}" y="190" width="80" height="14" rx="7" fill="#1f2a44"/><rect x="${x + 30}" y="215" width="60" height="10" rx="5" fill="#9aa3b5"/>`,
        )
        .join(''),
  ),
  fields: [
    { name: 'title', type: 'text', maxLength: 160 },
    {
      name: 'showFilter',
      label: 'Visitors can filter by destination',
      type: 'checkbox',
      defaultValue: true,
    },
  ],
  load: () => import('./load-coordinator-list'),
  // Names and pictures change with any coordinator; destinations with the travels they lead.
  renderTags: () => [catalogTags.coordinators, catalogTags.lists, catalogTags.all],
  render: () => import('./CoordinatorList'),
})

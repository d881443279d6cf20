import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'travelCoordinator',
  interfaceName: 'TravelCoordinatorBlock',
  labels: { singular: 'Travel coordinator', plural: 'Travel coordinators' },
  group: 'Travel page',
  thumbnail: thumbnailSvg(
    '<circle cx="120" cy="150" r="70" fill="#c9d8e4"/><circle cx="120" cy="130" r="28" fill="#1f2a44"/><path d="M70 200 q50 -60 100 0" fill="#1f2a44"/><rect x="220" y="90" width="200" height="22" rx="8" fill="#1f2a44"/><rect x="220" y="130" width="160" height="14" rx="7" fill="#9aa3b5"/><rect x="220" y="190" width="140" height="36" rx="18" fill="#c0392b"/>',
  ),
  fields: [
    { name: 'title', type: 'text', maxLength: 160, admin: { description: 'Empty: "Your travel coordinator" in the edition’s language.' } },
  ],
  render: () => import('./TravelCoordinator'),
})

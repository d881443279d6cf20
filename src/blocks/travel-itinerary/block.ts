import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'travelItinerary',
  interfaceName: 'TravelItineraryBlock',
  labels: { singular: 'Travel itinerary', plural: 'Travel itineraries' },
  group: 'Travel page',
  thumbnail: thumbnailSvg(
    '<rect x="30" y="40" width="230" height="240" rx="12" fill="#dbe8f1"/><path d="M70 230 L120 150 L180 170 L220 90" stroke="#c0392b" stroke-width="5" stroke-dasharray="10 8" fill="none"/><circle cx="70" cy="230" r="12" fill="#1f2a44"/><circle cx="220" cy="90" r="12" fill="#1f2a44"/>' +
      [60, 120, 180, 240].map((y) => `<rect x="285" y="${y - 15}" width="170" height="40" rx="8" fill="#fff" stroke="#c9ced8"/>`).join(''),
  ),
  fields: [
    { name: 'title', type: 'text', maxLength: 160, admin: { description: 'Empty: "Itinerary" in the edition’s language.' } },
    { name: 'showMap', label: 'Show the map of the stages', type: 'checkbox', defaultValue: true },
  ],
  render: () => import('./TravelItinerary'),
})

import { eventTags } from '@/features/events/event-tags'
import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'eventList',
  interfaceName: 'EventListBlock',
  labels: { singular: 'WeMeet events list', plural: 'WeMeet events lists' },
  group: 'WeMeet',
  thumbnail: thumbnailSvg(
    '<rect x="40" y="40" width="90" height="26" rx="13" fill="#1f2a44"/><rect x="140" y="40" width="90" height="26" rx="13" fill="#eef1f6" stroke="#c9ced8"/><rect x="240" y="40" width="90" height="26" rx="13" fill="#eef1f6" stroke="#c9ced8"/><rect x="40" y="90" width="190" height="190" rx="12" fill="#fff" stroke="#c9ced8"/><rect x="40" y="90" width="190" height="100" rx="12" fill="#c9d8e4"/><rect x="250" y="90" width="190" height="190" rx="12" fill="#fff" stroke="#c9ced8"/><rect x="250" y="90" width="190" height="100" rx="12" fill="#e8c9b5"/>',
  ),
  fields: [
    { name: 'title', type: 'text', maxLength: 160, admin: { description: 'Empty: "WeMeet events" in the edition’s language.' } },
    {
      name: 'city',
      type: 'relationship',
      relationTo: 'event-cities',
      admin: { description: 'Only this city’s events (its filter hidden); empty: every city, with a filter.' },
    },
  ],
  load: () => import('./load-event-list'),
  // Spots and states change with every place taken: the list expires with any event's change.
  renderTags: () => [eventTags.lists, eventTags.all],
  render: () => import('./EventList'),
  // First on its page, its title is the page's heading (the events list's own page); further down, an H2.
  headsPage: (_block, frame) => frame.index === 0,
})

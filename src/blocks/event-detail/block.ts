import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'eventDetail',
  interfaceName: 'EventDetailBlock',
  labels: { singular: 'WeMeet event', plural: 'WeMeet events' },
  group: 'WeMeet',
  thumbnail: thumbnailSvg(
    '<rect x="40" y="30" width="400" height="110" rx="12" fill="#c9d8e4"/><rect x="40" y="160" width="240" height="20" rx="8" fill="#1f2a44"/><rect x="40" y="195" width="200" height="12" rx="6" fill="#9aa3b5"/><rect x="300" y="160" width="140" height="120" rx="12" fill="#fff" stroke="#c9ced8"/><rect x="320" y="240" width="100" height="26" rx="13" fill="#c0392b"/>',
  ),
  fields: [],
  render: () => import('./EventDetail'),
  headsPage: (_block, _frame, context) => Boolean(context.routeData.event),
})

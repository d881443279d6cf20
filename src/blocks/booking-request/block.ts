import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'bookingRequest',
  interfaceName: 'BookingRequestBlock',
  labels: { singular: 'Booking request', plural: 'Booking request blocks' },
  group: 'Catalog',
  thumbnail: thumbnailSvg(
    '<rect x="60" y="40" width="360" height="240" rx="14" fill="#fff" stroke="#c9ced8"/><rect x="90" y="70" width="220" height="18" rx="9" fill="#1f2a44"/><rect x="90" y="110" width="300" height="26" rx="6" fill="#eef1f6" stroke="#c9ced8"/><rect x="90" y="150" width="300" height="26" rx="6" fill="#eef1f6" stroke="#c9ced8"/><rect x="90" y="190" width="18" height="18" rx="3" fill="#fff" stroke="#9aa3b5"/><rect x="240" y="228" width="150" height="36" rx="18" fill="#c0392b"/>',
  ),
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 160,
      admin: { description: 'Shown above the departure; empty: "Book" and the travel’s title.' },
    },
  ],
  render: () => import('./BookingRequest'),
  headsPage: (_block, _frame, context) => Boolean(context.routeData.booking),
})

import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'travelPayment',
  interfaceName: 'TravelPaymentBlock',
  labels: { singular: 'Payment and cancellation', plural: 'Payment and cancellation blocks' },
  group: 'Travel page',
  thumbnail: thumbnailSvg(
    '<rect x="60" y="60" width="160" height="100" rx="12" fill="#1f2a44"/><rect x="60" y="95" width="160" height="18" fill="#9aa3b5"/>' +
      [70, 120, 170, 220].map((y) => `<rect x="250" y="${y}" width="180" height="16" rx="8" fill="#c9ced8"/>`).join(''),
  ),
  fields: [
    { name: 'title', type: 'text', maxLength: 160, admin: { description: 'Empty: "Payment and cancellation" in the edition’s language.' } },
  ],
  render: () => import('./TravelPayment'),
})

/** Payment systems the footer can show, each with its icon in /payments/{method}.svg (30 px high). */
export const PAYMENT_METHODS = ['visa', 'mastercard', 'amex', 'paypal', 'apple-pay', 'google-pay', 'klarna', 'bank-transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_ICON_HEIGHT_PX = 30
export const FOOTER_BADGE_HEIGHT_PX = 40

/** Brand names (the same in every language); bank transfer is translated (footer.bankTransfer). */
export const PAYMENT_METHOD_NAMES: Record<Exclude<PaymentMethod, 'bank-transfer'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  paypal: 'PayPal',
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  klarna: 'Klarna',
}

import type { RateLimit } from '@/lib/rate-limit'

/**
 * How often the newsletter calls may be made: a registration mails a confirmation link, so a
 * caller cannot turn the form into a mail cannon against one address or from one place.
 */
export const NEWSLETTER_LIMITS = {
  registerPerEmail: { name: 'newsletter-register-email', max: 3, windowSeconds: 60 * 60 },
  registerPerAddress: { name: 'newsletter-register-address', max: 10, windowSeconds: 10 * 60 },
  subscribePerCustomer: { name: 'newsletter-subscribe-customer', max: 10, windowSeconds: 10 * 60 },
  subscribePerAddress: { name: 'newsletter-subscribe-address', max: 30, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>

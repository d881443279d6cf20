import type { RateLimit } from '@/lib/rate-limit'

/**
 * How often the account calls may be made. With five tries per code and a new code only every
 * 120 s, these caps bound guessing to a few dozen tries an hour per e-mail, from anywhere.
 */
export const ACCOUNT_LIMITS = {
  sendCodePerEmail: { name: 'send-code-email', max: 5, windowSeconds: 60 * 60 },
  sendCodePerAddress: { name: 'send-code-address', max: 20, windowSeconds: 10 * 60 },
  checkCodePerEmail: { name: 'check-code-email', max: 10, windowSeconds: 10 * 60 },
  checkCodePerAddress: { name: 'check-code-address', max: 50, windowSeconds: 10 * 60 },
  validateEmailPerAddress: { name: 'validate-email-address', max: 30, windowSeconds: 60 },
  refreshPerAddress: { name: 'refresh-address', max: 60, windowSeconds: 60 },
} satisfies Record<string, RateLimit>

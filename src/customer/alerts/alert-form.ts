import { typedEmail } from '@/customer/accounts/sign-in-calls'
import { PHONE_PATTERN } from './alert-shape'

export type AlertFormInput = { email: string; phone: string; privacy: boolean; marketing: 'accept' | 'decline' | null }
export type AlertFormErrors = Partial<Record<'email' | 'phone' | 'privacy', 'wrongEmail' | 'wrongPhone' | 'privacyRequired'>>

/**
 * The alert form's rules: a visitor gives a valid e-mail and accepts the privacy policy (the
 * marketing consent is theirs to give or not); the phone is optional and, when typed, follows
 * the phone pattern. A customer only has the phone to give.
 */
export function checkAlertForm(input: AlertFormInput, visitor: boolean) {
  const errors: AlertFormErrors = {}
  const email = visitor ? typedEmail(input.email) : null
  if (visitor && !email) errors.email = 'wrongEmail'
  if (visitor && !input.privacy) errors.privacy = 'privacyRequired'
  const phone = input.phone.trim()
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = 'wrongPhone'
  return { errors, email, phone: phone || null, consent: { privacy: input.privacy, marketing: input.marketing === 'accept' } }
}

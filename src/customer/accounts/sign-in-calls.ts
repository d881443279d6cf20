import type { EditionCode } from '@/editions/editions'
import { postSiteApi, SiteApiError } from '@/lib/query/site-api-call'
import { RENEW_AFTER_SECONDS } from './code-rules'

/** The e-mail pattern of the sign-in form: something, an at sign, then something containing a dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The e-mail as the form sends it (lowercased, trimmed), or null when it does not look like one. */
export function typedEmail(text: string): string | null {
  const email = text.trim().toLowerCase()
  return EMAIL_PATTERN.test(email) ? email : null
}

export type Consent = { privacy: boolean; marketing: boolean }

/** `known`: a customer's e-mail; `new`: nobody's yet (the consent step comes first). */
export async function checkEmail(email: string): Promise<'known' | 'new'> {
  try {
    await postSiteApi('/users/validate-email', { email })
    return 'known'
  } catch (error) {
    if (error instanceof SiteApiError && error.key === 'USER_NOT_FOUND') return 'new'
    throw error
  }
}

/**
 * Asks for a code; the seconds until a new one may be asked for. A code still valid restarts the
 * countdown from what is left of it; a refused e-mail is `invalid-email`; anything else is thrown.
 */
export async function sendCode(edition: EditionCode, email: string, consent: Consent | null): Promise<number | 'invalid-email'> {
  try {
    const sent = await postSiteApi<{ renewableIn: number }>(
      `/auth/generate-otp?edition=${edition}`,
      consent ? { email, consent } : { email },
    )
    return sent.renewableIn ?? RENEW_AFTER_SECONDS
  } catch (error) {
    if (!(error instanceof SiteApiError)) throw error
    if (error.key === 'OTP_CODE_STILL_VALID') return Number(error.extra.renewableIn ?? RENEW_AFTER_SECONDS)
    if (error.key === 'VALIDATION_ERROR') return 'invalid-email'
    throw error
  }
}

/** Signs in with the code (the server sets the session cookies); `wrong-code` for OTP_CODE_INVALID. */
export async function completeSignIn(email: string, otp: string): Promise<'signed-in' | 'wrong-code'> {
  try {
    await postSiteApi('/auth/complete-otp', { email, otp })
    return 'signed-in'
  } catch (error) {
    if (error instanceof SiteApiError && error.key === 'OTP_CODE_INVALID') return 'wrong-code'
    throw error
  }
}

/**
 * The identity provider's sign-in (`?sign-in={uid}`): the code proves the e-mail and the provider
 * continues at `redirectTo`. `wrong-code` for OTP_CODE_INVALID, `expired` when the provider's
 * request is gone (it starts over from the login entry).
 */
export async function completeProviderSignIn(
  uid: string,
  email: string,
  otp: string,
): Promise<{ redirectTo: string } | 'wrong-code' | 'expired'> {
  try {
    return await postSiteApi<{ redirectTo: string }>('/auth/interaction', { uid, email, otp })
  } catch (error) {
    if (error instanceof SiteApiError && error.key === 'OTP_CODE_INVALID') return 'wrong-code'
    if (error instanceof SiteApiError && error.key === 'NOT_FOUND') return 'expired'
    throw error
  }
}

/** The address parameter that opens the sign-in dialog for the identity provider's request. */
export const SIGN_IN_PARAM = 'sign-in'

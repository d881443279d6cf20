/** What a visitor allowed: analytics (measurement) and marketing (advertising) tags. */
export type ConsentChoice = { analytics: boolean; marketing: boolean }

/** The browser remembers the choice in this first-party cookie; the server never reads it (pages are cached HTML). */
export const CONSENT_COOKIE = 'cookie_consent'
/** Asked again after six months, as European regulators recommend. */
export const CONSENT_MAX_AGE_S = 182 * 24 * 60 * 60
/**
 * The format's version, first in the value: a choice made under another version (other
 * purposes offered) is not a choice about these ones, so the visitor is asked again.
 */
const CONSENT_VERSION = 'v1'

export const REFUSE_ALL: ConsentChoice = { analytics: false, marketing: false }
export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true }

/** The cookie's value: `v1.a1.m0`. */
export function serializeConsent(choice: ConsentChoice): string {
  return `${CONSENT_VERSION}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`
}

/** The stored choice, or null when there is none or it is not one this version wrote (asked again). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = /^v1\.a([01])\.m([01])$/.exec(value ?? '')
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null
}

/** Whether the choice lets the tag manager load at all: with every purpose refused it never does. */
export function allowsTagManager(choice: ConsentChoice): boolean {
  return choice.analytics || choice.marketing
}

type ConsentState = 'granted' | 'denied'
const state = (allowed: boolean): ConsentState => (allowed ? 'granted' : 'denied')

/** Google's Consent Mode v2 signals for a choice: analytics storage, and the three advertising ones. */
export function consentModeSignals(choice: ConsentChoice) {
  return {
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
  }
}

import { readCookie, writeCookie } from '@/lib/dom/cookies'
import { browserRefusesTracking } from './browser-refusal'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, parseConsent, serializeConsent, type ConsentChoice } from './consent-choice'

/** Told on the window when the visitor saves a choice (the banner, the footer's settings). */
const CONSENT_SAVED = 'consent-saved'

export function storedConsent(): ConsentChoice | null {
  return parseConsent(readCookie(CONSENT_COOKIE))
}

export function saveConsent(choice: ConsentChoice): void {
  writeCookie(CONSENT_COOKIE, serializeConsent(choice), CONSENT_MAX_AGE_S)
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_SAVED, { detail: choice }))
}

/** Calls `listener` with each choice saved on this page; returns the unsubscribe. */
export function onConsentSaved(listener: (choice: ConsentChoice) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail)
  window.addEventListener(CONSENT_SAVED, handle)
  return () => window.removeEventListener(CONSENT_SAVED, handle)
}

/** This browser's own refusal (Do Not Track, Global Privacy Control). */
export function browserRefuses(): boolean {
  const legacy = (window as Window & { doNotTrack?: string }).doNotTrack
  return browserRefusesTracking(navigator as Navigator & { globalPrivacyControl?: boolean }, legacy)
}

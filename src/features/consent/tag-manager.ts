import type { AnalyticsEvent } from '@/lib/analytics/data-layer'
import { allowsTagManager, consentModeSignals, type ConsentChoice } from './consent-choice'

export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js'
/** How long Google's tags wait for a consent update after the default before firing. */
const WAIT_FOR_UPDATE_MS = 500

/** Consent commands reach the tag manager as gtag's `arguments` object, the only form it reads them in. */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= []
  // eslint-disable-next-line prefer-rest-params -- the tag manager tells commands from events by the Arguments object
  window.dataLayer.push(arguments as unknown as AnalyticsEvent)
}

let defaultsSet = false
let containerRequested = false

/**
 * Applies a visitor's choice on this page in Consent Mode v2: the defaults (everything denied)
 * once, then the choice as an update. The container is requested only when the choice allows
 * something; a later refusal updates the signals of a container already loaded, which then
 * fires nothing that needs them.
 */
export function applyConsent(choice: ConsentChoice, containerId: string): void {
  if (!allowsTagManager(choice) && !containerRequested) return
  if (!defaultsSet) {
    gtag('consent', 'default', { ...consentModeSignals({ analytics: false, marketing: false }), wait_for_update: WAIT_FOR_UPDATE_MS })
    defaultsSet = true
  }
  gtag('consent', 'update', consentModeSignals(choice))
  if (!containerRequested) requestContainer(containerId)
}

/** The container's script, as Google's snippet adds it: the events already in the data layer are read when it runs. */
function requestContainer(containerId: string): void {
  containerRequested = true
  window.dataLayer ??= []
  window.dataLayer.push({ event: 'gtm.js', 'gtm.start': Date.now() })
  const script = document.createElement('script')
  script.async = true
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(containerId)}`
  document.head.append(script)
}

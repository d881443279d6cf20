'use client'
import { lazy, Suspense, useEffect, useState } from 'react'
import { browserRefuses, onConsentSaved, storedConsent } from './consent-store'
import { applyConsent } from './tag-manager'

const ConsentBanner = lazy(() => import('./ConsentBanner.client').then((module) => ({ default: module.ConsentBanner })))

/**
 * The tag manager behind the visitor's consent (mounted at the page's first idle moment, only
 * when a container is configured): a remembered choice applies at once, a first visit gets the
 * banner, a browser that asks not to be tracked is never asked and never gets the container.
 * A choice saved later (the banner, the footer's cookie settings) applies on this page too.
 */
export function ConsentManager({ containerId }: { containerId: string }) {
  // Mounted in the browser only (after the first idle moment): the cookie can be read at once.
  const [asking, setAsking] = useState(() => !browserRefuses() && storedConsent() === null)

  useEffect(() => {
    if (browserRefuses()) return
    const stored = storedConsent()
    if (stored) applyConsent(stored, containerId)
    return onConsentSaved((choice) => {
      setAsking(false)
      applyConsent(choice, containerId)
    })
  }, [containerId])

  return asking ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null
}

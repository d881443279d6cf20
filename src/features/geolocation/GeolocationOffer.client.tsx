'use client'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import type { EditionCode } from '@/editions/editions'
import { askWhereFrom, counterpartUrl, decideOffer, dismissedOffers } from './geolocation-offer'

const OfferDialog = lazy(() => import('./OfferDialog.client').then((module) => ({ default: module.OfferDialog })))

/**
 * The `geolocation-redirect` flag in the browser (the page is cached HTML, the visitor's country
 * is known to the server only): for a visitor whose country has another edition, the small dialog
 * offering it, or the move there when the flag names a destination. Its texts and dialog load
 * only when it shows.
 */
export function GeolocationOffer() {
  const edition = useEdition().code
  const [offer, setOffer] = useState<{ edition: EditionCode; country: string } | null>(null)

  useEffect(() => {
    let current = true
    void askWhereFrom(edition).then((answer) => {
      if (!answer || !current) return
      const decision = decideOffer(answer, edition, dismissedOffers())
      if (decision.kind === 'go') window.location.replace(counterpartUrl(decision.edition, document))
      else if (decision.kind === 'offer') setOffer({ edition: decision.edition, country: decision.country })
    })
    return () => {
      current = false
    }
  }, [edition])

  return offer ? (
    <Suspense fallback={null}>
      <OfferDialog from={edition} to={offer.edition} country={offer.country} close={() => setOffer(null)} />
    </Suspense>
  ) : null
}

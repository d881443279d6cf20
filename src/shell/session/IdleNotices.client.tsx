'use client'
import { NewsletterNotice } from '@/customer/newsletter/NewsletterNotice.client'
import { ConsentManager } from '@/features/consent/ConsentManager.client'
import { GeolocationOffer } from '@/features/geolocation/GeolocationOffer.client'

/**
 * What may be told to a visitor once the page is idle: a newsletter confirmation's notice, the
 * offer of their own edition, and the question of consent to the tag manager (`tagManagerId`,
 * when there is one), which applies the answer.
 */
export function IdleNotices({ tagManagerId }: { tagManagerId: string | null }) {
  return (
    <>
      <NewsletterNotice />
      <GeolocationOffer />
      {tagManagerId && <ConsentManager containerId={tagManagerId} />}
    </>
  )
}

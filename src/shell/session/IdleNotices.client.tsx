'use client'
import { NewsletterNotice } from '@/customer/newsletter/NewsletterNotice.client'
import { GeolocationOffer } from '@/features/geolocation/GeolocationOffer.client'

/** What may be told to a visitor once the page is idle: a newsletter confirmation's notice, the offer of their own edition. */
export function IdleNotices() {
  return (
    <>
      <NewsletterNotice />
      <GeolocationOffer />
    </>
  )
}

'use client'
import { useEffect } from 'react'
import { NotifyMe, type NotifyMeProps } from '@/customer/alerts/NotifyMe.client'
import { WishlistHeart } from '@/customer/wishlist/WishlistHeart.client'
import { pushEvent } from '@/lib/analytics/data-layer'
import { useBlockRoot } from '../island-root'

type Item = { item_id: string; item_name: string; item_variant?: string; price?: number; index?: number }

export type BookingAnalyticsProps = {
  currency: string
  viewed: Item
  departures: Item[]
  checkout: Item | null
  heart: { travelId: number; title: string; label: string }
  /** The notify-me box of a travel without departures; null while it has some. */
  notifyMe: NotifyMeProps | null
}

/**
 * The travel's wishlist heart, the notify-me box of a travel without departures, and GA4's
 * ecommerce events of a travel page: the travel seen, a departure picked from the box, a checkout.
 */
export default function BookingAnalytics({ currency, viewed, departures, checkout, heart, notifyMe }: BookingAnalyticsProps) {
  const root = useBlockRoot()

  useEffect(() => {
    pushEvent({ event: 'view_item', ecommerce: { currency, value: viewed.price, items: [viewed] } })
  }, [currency, viewed])

  useEffect(() => {
    const element = root.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      const departure = target.closest<HTMLElement>('[data-select-item]')
      const picked = departure && departures[Number(departure.dataset.selectItem)]
      if (picked) pushEvent({ event: 'select_item', ecommerce: { item_list_name: 'booking box', currency, items: [picked] } })
      if (checkout && target.closest('[data-checkout]'))
        pushEvent({ event: 'add_to_cart', ecommerce: { currency, value: checkout.price, items: [checkout] } })
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [root, currency, departures, checkout])

  return (
    <>
      <div className="b-booking__heart">
        <WishlistHeart target={{ travelId: heart.travelId }} label={heart.label} title={heart.title} />
      </div>
      {notifyMe && (
        <div className="b-booking__notify-me">
          <NotifyMe {...notifyMe} />
        </div>
      )}
    </>
  )
}

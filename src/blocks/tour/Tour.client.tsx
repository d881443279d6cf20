'use client'
import { useEffect } from 'react'
import { NotifyMe, type NotifyMeProps } from '@/customer/alerts/NotifyMe.client'
import { GroupInfoSection } from '@/customer/group-info/GroupInfo.client'
import { WishlistHeart } from '@/customer/wishlist/WishlistHeart.client'
import { pushEvent } from '@/lib/analytics/data-layer'
import { useBlockRoot } from '../island-root'

export type TourIslandProps = {
  /** The bookable departure's analytics item; null when it cannot be booked. */
  item: { item_id: string; item_name: string; price: number; item_variant: string } | null
  currency: string
  heart: { tourId: number; title: string; label: string }
  /** The departure's notify-me box; null when it is sold out. */
  notifyMe: NotifyMeProps | null
}

/**
 * The departure's wishlist heart, who is going (signed in) and notify-me box; for a bookable one, reports it seen
 * (`view_item`) and, on "Book", `add_to_cart` before the checkout opens.
 */
export default function TourIsland({ item, currency, heart, notifyMe }: TourIslandProps) {
  const root = useBlockRoot()

  useEffect(() => {
    if (item) pushEvent({ event: 'view_item', ecommerce: { currency, value: item.price, items: [item] } })
  }, [item, currency])

  useEffect(() => {
    const link = root.current?.querySelector<HTMLAnchorElement>('[data-checkout]')
    if (!link || !item) return
    const onClick = () => pushEvent({ event: 'add_to_cart', ecommerce: { currency, value: item.price, items: [item] } })
    link.addEventListener('click', onClick)
    return () => link.removeEventListener('click', onClick)
  }, [root, item, currency])

  return (
    <>
      <div className="b-tour__heart">
        <WishlistHeart target={{ tourId: heart.tourId }} label={heart.label} title={heart.title} />
      </div>
      <div className="b-tour__group-info">
        <GroupInfoSection tourId={heart.tourId} />
      </div>
      {notifyMe && (
        <div className="b-tour__notify-me">
          <NotifyMe {...notifyMe} />
        </div>
      )}
    </>
  )
}

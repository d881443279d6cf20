'use client'
import { useEffect, type ReactNode } from 'react'
import { NotifyMe, type NotifyMeProps } from '@/customer/alerts/NotifyMe.client'
import { WishlistHeart } from '@/customer/wishlist/WishlistHeart.client'
import type { TourStatus } from '@/features/catalog/statuses'
import { StatusLine } from '@/features/trip-cards/StatusLine'
import { pushEvent } from '@/lib/analytics/data-layer'
import { useBlockRoot } from '../island-root'

/** A departure of the box as the props carry it: its words already written by the server. */
export type BookingDeparture = {
  url: string
  startingDate: string
  endingDate: string
  /** The days as shown (dd/mm/yyyy). */
  days: [string, string]
  status: TourStatus
  statusLabel: string
  seats?: string
  /** The price as shown, and in minor units for the analytics. */
  price: string
  minorUnits: number
}

/** A departure as GA4 names it: the travel, the day, the price. */
export type PricedDay = { startingDate: string; minorUnits: number }

export type BookingIslandProps = {
  currency: string
  travel: { id: number; title: string }
  heartLabel: string
  /** The travel's best departure: its view is reported with it (view_item). */
  viewed: PricedDay | null
  /** The price from (or the words for none), rendered by the server. */
  summary: ReactNode
  departures: BookingDeparture[]
  checkout: PricedDay | null
  /** The notify-me box of a travel without departures; null while it has some. */
  notifyMe: NotifyMeProps | null
}

type GaItem = { item_id: string; item_name: string; item_variant?: string; price?: number; index?: number }

/** A departure as GA4's ecommerce item: the travel, the day, the price in major units (and its place in the list). */
function gaItem(travel: BookingIslandProps['travel'], day: PricedDay, index?: number): GaItem {
  return {
    item_id: String(travel.id),
    item_name: travel.title,
    item_variant: day.startingDate,
    price: day.minorUnits / 100,
    ...(index === undefined ? {} : { index }),
  }
}

/**
 * The travel's wishlist heart, its next departures (drawn from compact props: once in the page,
 * not as markup and data both), the notify-me box of a travel without departures, and GA4's
 * ecommerce events of a travel page: the travel seen, a departure picked from the box, a checkout.
 */
export default function BookingIsland({
  currency,
  travel,
  heartLabel,
  viewed,
  summary,
  departures,
  checkout,
  notifyMe,
}: BookingIslandProps) {
  const root = useBlockRoot()

  useEffect(() => {
    const seen: GaItem = viewed ? gaItem(travel, viewed) : { item_id: String(travel.id), item_name: travel.title }
    pushEvent({ event: 'view_item', ecommerce: { currency, value: seen.price, items: [seen] } })
  }, [currency, travel, viewed])

  useEffect(() => {
    const element = root.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      const picked = target.closest<HTMLElement>('[data-select-item]')
      const index = picked ? Number(picked.dataset.selectItem) : -1
      const departure = departures[index]
      if (departure)
        pushEvent({
          event: 'select_item',
          ecommerce: { item_list_name: 'booking box', currency, items: [gaItem(travel, departure, index)] },
        })
      if (checkout && target.closest('[data-checkout]')) {
        const booked = gaItem(travel, checkout)
        pushEvent({ event: 'add_to_cart', ecommerce: { currency, value: booked.price, items: [booked] } })
      }
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [root, currency, travel, departures, checkout])

  return (
    <>
      <div className="b-booking__heart">
        <WishlistHeart target={{ travelId: travel.id }} label={heartLabel} title={travel.title} />
      </div>
      {summary}
      {departures.length > 0 && (
        <ul className="b-booking__departures">
          {departures.map((departure, index) => (
            <li key={departure.url}>
              <a className="b-booking__departure" href={departure.url} data-select-item={index}>
                <span className="b-booking__dates">
                  <time dateTime={departure.startingDate}>{departure.days[0]}</time> –{' '}
                  <time dateTime={departure.endingDate}>{departure.days[1]}</time>
                </span>
                <StatusLine status={departure.status} label={departure.statusLabel} seats={departure.seats} />
                <span className="b-booking__departure-price">{departure.price}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {notifyMe && (
        <div className="b-booking__notify-me">
          <NotifyMe {...notifyMe} />
        </div>
      )}
    </>
  )
}

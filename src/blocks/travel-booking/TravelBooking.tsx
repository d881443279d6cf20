import { formatDay, formatPrice } from '@/editions/formats'
import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { notifyMeTypes } from '@/features/catalog/tour-rules'
import { CardPrice, CardStatus } from '@/features/trip-cards/card-parts'
import { checkoutHref } from '@/customer/bookings/checkout-href'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { DEPARTURE_CALENDAR_ANCHOR } from '../calendar/anchor'
import type { BookingData } from './load-booking'

/**
 * The price and dates box: the travel's price from, its next departures with status and seats,
 * the way to all dates (the calendar) and to checkout. Beside the content and sticky on large
 * screens; on phones in the flow, with a bar fixed at the bottom. Its island shows the travel's wishlist
 * heart (and, while it has no departures, the notify-me box for a new one) and reports the travel seen (`view_item`), a departure picked (`select_item`) and a checkout (`add_to_cart`), as soon
 * as the browser is idle.
 */
export default function TravelBooking({ frame, context, data }: BlockProps<'travelBooking', BookingData>) {
  const { travel } = context.routeData
  if (!travel) return null
  const { edition, currency } = context
  const t = translator(edition.code, 'travel')
  const best = travel.bestTour
  const titleId = `${frame.id}-title`
  const seenAtOnce = { ...frame, strategy: 'idle' as const }
  const messages = messagesFor(edition.code)
  // A travel without departures: the alert tells of the next one (its texts come only then).
  const notifyMe =
    data.departures.length === 0 ? { target: { travelId: travel.id }, types: notifyMeTypes(null), subject: travel.title } : null
  const item = (tour: { id: number; price: number; startingDate: string }, index?: number) => ({
    item_id: String(travel.id),
    item_name: travel.title,
    item_variant: tour.startingDate,
    price: tour.price / 100,
    ...(index === undefined ? {} : { index }),
  })
  return (
    <BlockRoot frame={seenAtOnce} interactive>
      <div className="b-booking">
        <div className="b-booking__box" aria-labelledby={titleId} role="region">
          <h2 id={titleId} className="b-booking__title">
            {t('booking.title')}
          </h2>
          <Island
            messages={{ wishlist: messages.wishlist, ...(notifyMe ? { alerts: messages.alerts } : {}) }}
            frame={seenAtOnce}
            type="travelBooking"
            props={{
              currency,
              viewed: best ? item(best) : { item_id: String(travel.id), item_name: travel.title },
              departures: data.departures.map((tour, index) => item(tour, index)),
              checkout: data.bookable ? item(data.bookable) : null,
              heart: {
                travelId: travel.id,
                title: travel.title,
                label: translator(edition.code, 'wishlist')('saveTravel', { title: travel.title }),
              },
              notifyMe,
            }}
          />
          {best ? (
            <div className="b-booking__price">
              <span>{t('priceFrom')}</span>
              <CardPrice tour={best} currency={currency} from={false} />
            </div>
          ) : (
            <p className="b-booking__empty">{t('booking.none')}</p>
          )}
          {data.departures.length > 0 && (
            <ul className="b-booking__departures">
              {data.departures.map((tour, index) => (
                <li key={tour.id}>
                  <a className="b-booking__departure" href={tour.url} data-select-item={index}>
                    <span className="b-booking__dates">
                      <time dateTime={tour.startingDate}>{formatDay(tour.startingDate)}</time> –{' '}
                      <time dateTime={tour.endingDate}>{formatDay(tour.endingDate)}</time>
                    </span>
                    <CardStatus tour={tour} />
                    <span className="b-booking__departure-price">{formatPrice(tour.price, currency)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <a className="b-booking__all" href={`#${DEPARTURE_CALENDAR_ANCHOR}`}>
            {t('booking.allDates')}
          </a>
          {data.bookable && (
            <a className="b-booking__checkout" href={checkoutHref(data.bookable.id, edition)} data-checkout>
              {t('booking.book', { date: formatDay(data.bookable.startingDate) })}
            </a>
          )}
        </div>
        <div className="b-booking__bar">
          <p className="b-booking__bar-price">
            {best ? t('booking.barFrom', { price: formatPrice(best.price, currency) }) : t('booking.none')}
          </p>
          <a className="b-booking__bar-link" href={`#${DEPARTURE_CALENDAR_ANCHOR}`}>
            {t('booking.chooseDate')}
          </a>
        </div>
      </div>
    </BlockRoot>
  )
}

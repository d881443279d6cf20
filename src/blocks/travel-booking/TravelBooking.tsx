import { formatDay, formatPrice } from '@/editions/formats'
import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { notifyMeTypes } from '@/features/catalog/tour-rules'
import type { ApiTour } from '@/features/catalog/search/present'
import { CardPrice } from '@/features/trip-cards/card-parts'
import { statusWords } from '@/features/trip-cards/StatusLine'
import { checkoutHref } from '@/customer/bookings/checkout-href'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { DEPARTURE_CALENDAR_ANCHOR } from '../calendar/anchor'
import type { BookingData } from './load-booking'
import type { BookingDeparture } from './TravelBooking.client'

/**
 * The price and dates box: the travel's price from, its next departures with status and seats,
 * the way to all dates (the calendar) and to checkout (the date booked and its own price). Beside the content and sticky on large
 * screens; on phones in the flow, with a bar fixed at the bottom. Its island draws the departures
 * from compact props and shows the travel's wishlist heart (and, while it has no departures, the
 * notify-me box for a new one) and reports the travel seen (`view_item`), a departure picked (`select_item`) and a checkout (`add_to_cart`), as soon
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
  const catalog = translator(edition.code, 'catalog')
  const pricedDay = (tour: Pick<ApiTour, 'startingDate' | 'price'>) => ({ startingDate: tour.startingDate, minorUnits: tour.price })
  const departures = data.departures.map((tour): BookingDeparture => {
    const words = statusWords(tour, catalog)
    return {
      url: tour.url,
      startingDate: tour.startingDate,
      endingDate: tour.endingDate,
      days: [formatDay(tour.startingDate), formatDay(tour.endingDate)],
      status: tour.status,
      statusLabel: words.label,
      ...(words.seats && { seats: words.seats }),
      price: formatPrice(tour.price, currency),
      minorUnits: tour.price,
    }
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
              travel: { id: travel.id, title: travel.title },
              heartLabel: translator(edition.code, 'wishlist')('saveTravel', { title: travel.title }),
              viewed: best ? pricedDay(best) : null,
              summary: best ? (
                <div className="b-booking__price">
                  <span>{t('priceFrom')}</span>
                  <CardPrice tour={best} currency={currency} from={false} />
                </div>
              ) : (
                <p className="b-booking__empty">{t('booking.none')}</p>
              ),
              departures,
              checkout: data.bookable ? pricedDay(data.bookable) : null,
              notifyMe,
            }}
          />
          <a className="b-booking__all" href={`#${DEPARTURE_CALENDAR_ANCHOR}`}>
            {t('booking.allDates')}
          </a>
          {data.bookable && (
            <a className="b-booking__checkout" href={checkoutHref(data.bookable.id, edition)} data-checkout>
              {t('booking.book', { date: formatDay(data.bookable.startingDate), price: formatPrice(data.bookable.price, currency) })}
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

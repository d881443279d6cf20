import { formatDay } from '@/editions/formats'
import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { CardPrice, CardStatus } from '@/features/trip-cards/card-parts'
import { isBookable, isNotifyMeVisible, isOnRequest, notifyMeTypes } from '@/features/catalog/tour-rules'
import { GROUP_MINIMUM_TO_CONFIRM } from '@/features/catalog/travel-terms'
import { href } from '@/editions/href'
import { checkoutHref } from '@/customer/bookings/checkout-href'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'

/**
 * The departure of a tour page: dates, status and seats, group and age, price (struck-through
 * base price when discounted) and what to do next: book (the site's booking request, or the
 * bookings host's checkout when one is configured, with the `add_to_cart` event), ask customer care (on request), or pick another date (sold out); the
 * advice on flights its status calls for, the departure's wishlist heart, who is going (for
 * signed-in customers), its notify-me alert (not when sold out), and a flight lookup for its dates. A departure that has
 * left says the tour is no longer available and leads to its travel's other dates.
 */
export default function Tour({ block, frame, context }: BlockProps<'tour'>) {
  const { tour, travel, tourGone } = context.routeData
  const { edition, currency } = context
  const t = translator(edition.code, 'tour')
  const catalogText = translator(edition.code, 'catalog')
  if (travel && tourGone)
    return (
      <BlockRoot frame={frame}>
        <div className="b-tour b-tour--gone">
          <h1 className="b-tour__title">{catalogText('tourNoLongerAvailable')}</h1>
          <p className="b-tour__travel">
            <a href={travel.url}>{t('otherDates', { travel: travel.title })}</a>
          </p>
        </div>
      </BlockRoot>
    )
  if (!tour || !travel) return null
  const bookable = isBookable(tour)
  const messages = messagesFor(edition.code)
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-tour">
        {block.title && <h2 className="b-tour__title">{block.title}</h2>}
        {/* The departure's dates head its section (the page's H1 is the travel): who is going, alerts and flights come under them. */}
        <h2 className="b-tour__dates">
          {t('departure')}: <time dateTime={tour.startingDate}>{formatDay(tour.startingDate)}</time> –{' '}
          <time dateTime={tour.endingDate}>{formatDay(tour.endingDate)}</time>
        </h2>
        <Island
          messages={{ wishlist: messages.wishlist, alerts: messages.alerts, groupInfo: messages.groupInfo }}
          frame={frame}
          type="tour"
          props={{
            item: bookable
              ? { item_id: String(tour.id), item_name: travel.title, price: tour.price / 100, item_variant: tour.startingDate }
              : null,
            currency,
            heart: {
              tourId: tour.id,
              title: travel.title,
              label: translator(edition.code, 'wishlist')('saveTour', { title: travel.title, date: formatDay(tour.startingDate) }),
            },
            notifyMe: isNotifyMeVisible(tour)
              ? { target: { tourId: tour.id }, types: notifyMeTypes(tour), subject: `${travel.title} (${formatDay(tour.startingDate)})` }
              : null,
          }}
        />
        <p className="b-tour__travel">
          <a href={travel.url}>{travel.title}</a> · {catalogText('days', { count: travel.numberOfDays })}
        </p>
        <CardStatus tour={tour} />
        <ul className="b-tour__facts">
          <li>{t('groupSize', { min: GROUP_MINIMUM_TO_CONFIRM, max: tour.maxGroupSize })}</li>
          {tour.ageBadge && <li>{t('ageGroup', { range: translator(edition.code, 'travel')(`age.${tour.ageBadge}`) })}</li>}
        </ul>
        <CardPrice tour={tour} currency={currency} from={false} />
        {bookable && (
          <a className="b-tour__book" href={checkoutHref(tour.id, edition)} data-checkout>
            {t('book')}
          </a>
        )}
        {!bookable && isOnRequest(tour) && (
          <a className="b-tour__book b-tour__book--secondary" href={href('contacts', {}, edition)}>
            {t('onRequest')}
          </a>
        )}
        {tour.status === 'SOLD_OUT' && <p className="b-tour__note">{t('soldOut')}</p>}
        <p className="b-tour__advice" data-status={tour.status}>
          {t(`advice.${tour.status}`)}
        </p>
        {tour.status !== 'SOLD_OUT' && (
          // A plain form: our API fills the configured flight search with this departure and redirects.
          <form className="b-tour__flights" action="/api/v1/flights/search" method="get" target="_blank">
            <h3 className="b-tour__flights-title">{t('flights')}</h3>
            <p className="b-tour__flights-hint">{t('flightsHint')}</p>
            <input type="hidden" name="tour" value={tour.id} />
            <input type="hidden" name="edition" value={edition.code} />
            <label className="b-tour__field">
              <span>{t('origin')}</span>
              <input name="origin" required minLength={2} maxLength={60} autoComplete="off" />
            </label>
            <button type="submit" className="b-tour__flights-submit">
              {t('searchFlights')}
            </button>
          </form>
        )}
      </div>
    </BlockRoot>
  )
}

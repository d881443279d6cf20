import { formatDay } from '@/editions/formats'
import { href } from '@/editions/href'
import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { CardPrice, CardStatus } from '@/features/trip-cards/card-parts'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'

/**
 * A departure's booking page (`/booking/{tour}`): the departure (travel, dates, duration, price in
 * the visitor's currency, seats left and status), then the booking form, drawn by the island
 * (who is signed in is known only in the browser). A departure that has left, is sold out or is
 * booked through customer care says so instead of the form, with the way to its other dates.
 */
export default function BookingRequest({ block, frame, context }: BlockProps<'bookingRequest'>) {
  const departure = context.routeData.booking
  if (!departure) return null
  const { edition, currency } = context
  const t = translator(edition.code, 'booking')
  const catalogText = translator(edition.code, 'catalog')
  const start = formatDay(departure.startingDate)
  const end = formatDay(departure.endingDate)
  const open = departure.state === 'open'
  const closedMessage = { departed: t('departed'), 'sold-out': t('soldOut'), 'not-bookable': t('notBookable'), open: '' }[departure.state]
  return (
    <BlockRoot frame={frame} interactive={open}>
      <div className="b-booking-request" data-state={departure.state}>
        <h1 className="b-booking-request__title">{block.title || t('title', { travel: departure.travelTitle })}</h1>
        <dl className="b-booking-request__facts">
          <div>
            <dt>{t('departure')}</dt>
            <dd>
              <time dateTime={departure.startingDate}>{start}</time> – <time dateTime={departure.endingDate}>{end}</time>
            </dd>
          </div>
          <div>
            <dt>{t('duration')}</dt>
            <dd>{catalogText('days', { count: departure.numberOfDays })}</dd>
          </div>
          <div>
            <dt>{t('pricePerTraveller')}</dt>
            <dd>
              <CardPrice tour={departure} currency={currency} from={false} />
            </dd>
          </div>
        </dl>
        <p className="b-booking-request__travel">
          <a href={departure.travelUrl}>{departure.travelTitle}</a>
        </p>
        <CardStatus tour={departure} />
        <p className="b-booking-request__seats">{t('seatsLeft', { count: departure.freeSeats })}</p>
        {open ? (
          <Island
            messages={{ booking: messagesFor(edition.code).booking }}
            frame={frame}
            type="bookingRequest"
            props={{
              tourId: departure.tourId,
              maxTravellers: departure.maxTravellers,
              currency,
              price: departure.price,
              item: {
                item_id: String(departure.tourId),
                item_name: departure.travelTitle,
                price: departure.price / 100,
                item_variant: departure.startingDate,
              },
              privacyHref: href('legal-privacy-policy', {}, edition),
              summary: { travel: departure.travelTitle, start, end, travelUrl: departure.travelUrl },
            }}
          />
        ) : (
          <div className="b-booking-request__closed" role="status">
            <p>{closedMessage}</p>
            <p>
              <a href={departure.state === 'not-bookable' ? href('contacts', {}, edition) : departure.travelUrl}>
                {departure.state === 'not-bookable' ? t('contactUs') : t('otherDates', { travel: departure.travelTitle })}
              </a>
            </p>
          </div>
        )}
      </div>
    </BlockRoot>
  )
}

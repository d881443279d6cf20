import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { type CurrencyCode } from '@/editions/editions'
import { useEdition } from '@/editions/EditionProvider.client'
import { formatDay, formatPrice } from '@/editions/formats'
import { fetchAccountBookings } from '@/customer/account-area/account-area-api'
import type { CustomerBooking } from '@/customer/account-area/account-area-shape'
import { useSession } from '@/customer/accounts/session-store'
import { QueryStates } from './QueryStates'

function BookingItem({ booking }: { booking: CustomerBooking }) {
  const t = useTranslations('accountArea')
  return (
    <li className="b-account__booking" data-status={booking.status} data-booking-id={booking.id}>
      <h3 className="b-account__booking-title">
        {booking.travel.url ? <a href={booking.travel.url}>{booking.travel.title}</a> : booking.travel.title}
      </h3>
      <p className="b-account__booking-dates">
        {t('dates', { start: formatDay(booking.startingDate), end: formatDay(booking.endingDate) })}
      </p>
      <p className={`b-account__status b-account__status--${booking.status}`}>{t(`status.${booking.status}`)}</p>
      <p>{t('travellers', { count: booking.travellers })}</p>
      <p>{t('price', { price: formatPrice(booking.price.amount, booking.price.currency) })}</p>
    </li>
  )
}

function BookingList({ title, bookings, none }: { title: string; bookings: CustomerBooking[]; none: string }) {
  return (
    <section className="b-account__group">
      <h2 className="b-account__subtitle">{title}</h2>
      {bookings.length ? (
        <ul className="b-account__bookings">
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      ) : (
        <p>{none}</p>
      )}
    </section>
  )
}

/** The customer's bookings: upcoming, then past, each with its status, dates, travellers and price. */
export function BookingsView({ currency, travelsUrl }: { currency: CurrencyCode; travelsUrl: string }) {
  const t = useTranslations('accountArea')
  const edition = useEdition().code
  const customerId = useSession((state) => state.customer?.id ?? null)
  const query = useQuery({
    queryKey: ['account-bookings', customerId, edition, currency],
    queryFn: () => fetchAccountBookings(edition, currency),
  })
  return (
    <QueryStates query={query}>
      {({ upcoming, past }) =>
        upcoming.length + past.length === 0 ? (
          <div className="b-account__view" data-view="empty">
            <p>{t('noBookings')}</p>
            <a className="button button--primary" href={travelsUrl}>
              {t('browse')}
            </a>
          </div>
        ) : (
          <div className="b-account__view" data-view="bookings">
            <BookingList title={t('upcoming')} bookings={upcoming} none={t('noUpcoming')} />
            <BookingList title={t('past')} bookings={past} none={t('noPast')} />
          </div>
        )
      }
    </QueryStates>
  )
}

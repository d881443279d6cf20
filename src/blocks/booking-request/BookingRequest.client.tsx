'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'
import { type CurrencyCode } from '@/editions/editions'
import { useEdition } from '@/editions/EditionProvider.client'
import { formatPrice } from '@/editions/formats'
import { useSession } from '@/customer/accounts/session-store'
import { requestSignInFor } from '@/customer/accounts/sign-in-request'
import { BookingConfirmation } from '@/customer/bookings/BookingConfirmation.client'
import {
  callIssueError,
  checkBookingForm,
  emptyTraveller,
  resizeTravellers,
  type BookingFormErrors,
} from '@/customer/bookings/booking-form'
import { FieldError, invalidProps } from '@/customer/bookings/FieldError.client'
import { TravellerFields } from '@/customer/bookings/TravellerFields.client'
import { pushEvent } from '@/lib/analytics/data-layer'
import { asCustomer, postSiteApi, SiteApiError } from '@/lib/query/site-api-call'

/** The departure as analytics names it, like the tour page's `view_item`; `price` per traveller, in major units. */
export type BookingItem = { item_id: string; item_name: string; price: number; item_variant: string }

export type BookingRequestIslandProps = {
  tourId: number
  maxTravellers: number
  currency: CurrencyCode
  /** Per traveller, in minor units. */
  price: number
  item: BookingItem
  privacyHref: string
  /** What the confirmation repeats: the travel and the departure's days, formatted. */
  summary: { travel: string; start: string; end: string; travelUrl: string }
}

type Confirmed = { reference: string; travellers: number }

const REFUSAL_KEYS = ['TOUR_DEPARTED', 'TOUR_SOLD_OUT', 'TOUR_NOT_BOOKABLE', 'NOT_ENOUGH_SEATS', 'ALREADY_BOOKED', 'RATE_LIMITED'] as const

/** The fields a refused call names (`travellers.0.birthYear`), as the form's errors beside them. */
const callErrors = (call: SiteApiError | null): BookingFormErrors =>
  Object.fromEntries(
    (call?.issues ?? []).flatMap((issue) => {
      const error = callIssueError(issue.path)
      return error ? [[issue.path, error]] : []
    }),
  )

/**
 * The booking form: the number of travellers (1 to the seats left), each one's name, gender and
 * birth year, the signed-in customer's e-mail (a visitor signs in through the sign-in dialog,
 * titled for booking, on the way), the privacy acceptance. Errors show beside their field. A
 * sent request shows its reference and what happens next. Reports `begin_checkout` once the form
 * is shown and `purchase` once the request is taken, with the tour page's item.
 */
export default function BookingRequestIsland({
  tourId,
  maxTravellers,
  currency,
  price,
  item,
  privacyHref,
  summary,
}: BookingRequestIslandProps) {
  const t = useTranslations('booking')
  const edition = useEdition().code
  const id = useId()
  const signedIn = useSession((state) => state.status === 'signed-in')
  const email = useSession((state) => state.customer?.email ?? null)
  const [travellers, setTravellers] = useState([emptyTraveller()])
  const [privacy, setPrivacy] = useState(false)
  const [errors, setErrors] = useState<BookingFormErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null)

  useEffect(() => {
    pushEvent({ event: 'begin_checkout', ecommerce: { currency, value: item.price, items: [{ ...item, quantity: 1 }] } })
  }, [currency, item])

  async function submit() {
    const checked = checkBookingForm({ travellers, privacy }, new Date().getFullYear())
    setErrors(checked.errors)
    setRefusal(null)
    if (Object.keys(checked.errors).length > 0) return
    if (useSession.getState().status !== 'signed-in' && !(await requestSignInFor('booking'))) return setRefusal(t('signInRequired'))
    setBusy(true)
    try {
      const booking = await asCustomer(() =>
        postSiteApi<Confirmed>(`/bookings?edition=${edition}`, { tourId, travellers: checked.travellers, privacy: true }),
      )
      const quantity = booking.travellers
      pushEvent({
        event: 'purchase',
        ecommerce: { currency, value: item.price * quantity, transaction_id: booking.reference, items: [{ ...item, quantity }] },
      })
      setConfirmed(booking)
    } catch (error) {
      const call = error instanceof SiteApiError ? error : null
      const fieldErrors = callErrors(call)
      setErrors(fieldErrors)
      const key = REFUSAL_KEYS.find((known) => known === call?.key)
      setRefusal(key ? t(`refused.${key}`) : Object.keys(fieldErrors).length ? null : t('refused.failed'))
    } finally {
      setBusy(false)
    }
  }

  if (confirmed) return <BookingConfirmation reference={confirmed.reference} travellers={confirmed.travellers} summary={summary} />

  return (
    <form
      className="b-booking-request__form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h2 id={`${id}-title`} className="b-booking-request__form-title">
        {t('formTitle')}
      </h2>
      <div className="b-booking-request__field">
        <label htmlFor={`${id}-count`}>{t('travellersCount')}</label>
        <select
          id={`${id}-count`}
          value={travellers.length}
          onChange={(event) => {
            const count = Number(event.currentTarget.value)
            setTravellers((rows) => resizeTravellers(rows, count))
          }}
        >
          {Array.from({ length: maxTravellers }, (_, index) => (
            <option key={index} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
      {travellers.map((traveller, index) => (
        <TravellerFields
          key={index}
          index={index}
          traveller={traveller}
          errors={errors}
          idPrefix={id}
          onChange={(change) => setTravellers((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)))}
        />
      ))}
      <div className="b-booking-request__field b-booking-request__account">
        {signedIn && email ? (
          <>
            <label htmlFor={`${id}-email`}>{t('email')}</label>
            <input id={`${id}-email`} type="email" value={email} readOnly aria-describedby={`${id}-email-hint`} />
            <p id={`${id}-email-hint`} className="b-booking-request__hint">
              {t('emailHint')}
            </p>
          </>
        ) : (
          <>
            <p className="b-booking-request__label">{t('account')}</p>
            <p>{t('signInText')}</p>
            <button type="button" className="button" onClick={() => void requestSignInFor('booking')}>
              {t('signIn')}
            </button>
          </>
        )}
      </div>
      <div className="b-booking-request__field">
        <label className="b-booking-request__check">
          <input
            type="checkbox"
            checked={privacy}
            {...invalidProps(`${id}-privacy-error`, Boolean(errors.privacy))}
            onChange={(event) => setPrivacy(event.currentTarget.checked)}
          />
          <span>{t('privacy')}</span>
        </label>
        <a href={privacyHref} target="_blank" rel="noopener">
          {t('privacyLink')}
        </a>
        <FieldError id={`${id}-privacy-error`} message={errors.privacy ? t(errors.privacy) : null} />
      </div>
      <p className="b-booking-request__total">{t('total', { price: formatPrice(price * travellers.length, currency) })}</p>
      {refusal && (
        <p className="b-booking-request__refusal" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button--primary b-booking-request__submit" disabled={busy}>
        {busy ? t('sending') : t('submit')}
      </button>
    </form>
  )
}

'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { editionForLocale, type CurrencyCode } from '@/editions/editions'
import { formatPrice } from '@/editions/formats'
import { useSession } from '@/features/accounts/session-store'
import { requestSignInFor } from '@/features/accounts/sign-in-request'
import {
  callIssueError,
  checkBookingForm,
  emptyTraveller,
  resizeTravellers,
  type BookingFormErrors,
} from '@/features/bookings/booking-form'
import { TRAVELLER_GENDERS } from '@/features/bookings/booking-rules'
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

/** A field's error, tied to it by id and read out when it appears. */
function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="b-booking-request__error" role="alert">
      {message}
    </p>
  ) : null
}

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
  const edition = editionForLocale(useLocale())!
  const id = useId()
  const signedIn = useSession((state) => state.status === 'signed-in')
  const email = useSession((state) => state.customer?.email ?? null)
  const [travellers, setTravellers] = useState([emptyTraveller()])
  const [privacy, setPrivacy] = useState(false)
  const [errors, setErrors] = useState<BookingFormErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null)
  const confirmationRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    pushEvent({ event: 'begin_checkout', ecommerce: { currency, value: item.price, items: [{ ...item, quantity: 1 }] } })
  }, [currency, item])

  useEffect(() => {
    if (confirmed) confirmationRef.current?.focus()
  }, [confirmed])

  const edit = (index: number, change: Partial<(typeof travellers)[number]>) =>
    setTravellers((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)))
  const fieldIds = (field: string) => ({ input: `${id}-${field}`, error: `${id}-${field}-error` })
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : null)
  const invalid = (field: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldIds(field).error : undefined,
  })

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
      const fieldErrors = Object.fromEntries(
        (call?.issues ?? []).flatMap((issue) => {
          const message = callIssueError(issue.path)
          return message ? [[issue.path, message]] : []
        }),
      )
      setErrors(fieldErrors)
      const key = REFUSAL_KEYS.find((known) => known === call?.key)
      setRefusal(key ? t(`refused.${key}`) : Object.keys(fieldErrors).length ? null : t('refused.failed'))
    } finally {
      setBusy(false)
    }
  }

  if (confirmed)
    return (
      <section className="b-booking-request__confirmation" aria-labelledby={`${id}-confirmed`}>
        <h2 id={`${id}-confirmed`} ref={confirmationRef} tabIndex={-1}>
          {t('confirmedTitle')}
        </h2>
        <p>{t('confirmedText', { travel: summary.travel, start: summary.start, end: summary.end, count: confirmed.travellers })}</p>
        <p className="b-booking-request__reference">
          {t('reference')}: <strong data-reference>{confirmed.reference}</strong>
        </p>
        <p>{t('next')}</p>
        <p>
          <a href={summary.travelUrl}>{t('backToTravel', { travel: summary.travel })}</a>
        </p>
      </section>
    )

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
        <label htmlFor={fieldIds('count').input}>{t('travellersCount')}</label>
        <select
          id={fieldIds('count').input}
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
      {travellers.map((traveller, index) => {
        const name = `travellers.${index}.name`
        const gender = `travellers.${index}.gender`
        const birthYear = `travellers.${index}.birthYear`
        return (
          <fieldset key={index} className="b-booking-request__traveller">
            <legend>{t('traveller', { number: index + 1 })}</legend>
            <div className="b-booking-request__field">
              <label htmlFor={fieldIds(name).input}>{t('name')}</label>
              <input
                id={fieldIds(name).input}
                autoComplete={index === 0 ? 'name' : 'off'}
                maxLength={80}
                value={traveller.name}
                {...invalid(name)}
                onChange={(event) => edit(index, { name: event.currentTarget.value })}
              />
              <FieldError id={fieldIds(name).error} message={errorOf(name)} />
            </div>
            <div className="b-booking-request__field">
              <label htmlFor={fieldIds(gender).input}>{t('gender')}</label>
              <select
                id={fieldIds(gender).input}
                value={traveller.gender}
                {...invalid(gender)}
                onChange={(event) => edit(index, { gender: event.currentTarget.value as (typeof TRAVELLER_GENDERS)[number] })}
              >
                <option value="">{t('chooseGender')}</option>
                {TRAVELLER_GENDERS.map((value) => (
                  <option key={value} value={value}>
                    {t(`genders.${value}`)}
                  </option>
                ))}
              </select>
              <FieldError id={fieldIds(gender).error} message={errorOf(gender)} />
            </div>
            <div className="b-booking-request__field">
              <label htmlFor={fieldIds(birthYear).input}>{t('birthYear')}</label>
              <input
                id={fieldIds(birthYear).input}
                inputMode="numeric"
                autoComplete={index === 0 ? 'bday-year' : 'off'}
                maxLength={4}
                placeholder={t('birthYearHint')}
                value={traveller.birthYear}
                {...invalid(birthYear)}
                onChange={(event) => edit(index, { birthYear: event.currentTarget.value })}
              />
              <FieldError id={fieldIds(birthYear).error} message={errorOf(birthYear)} />
            </div>
          </fieldset>
        )
      })}
      <div className="b-booking-request__field b-booking-request__account">
        {signedIn && email ? (
          <>
            <label htmlFor={fieldIds('email').input}>{t('email')}</label>
            <input id={fieldIds('email').input} type="email" value={email} readOnly aria-describedby={`${id}-email-hint`} />
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
          <input type="checkbox" checked={privacy} {...invalid('privacy')} onChange={(event) => setPrivacy(event.currentTarget.checked)} />
          <span>{t('privacy')}</span>
        </label>
        <a href={privacyHref} target="_blank" rel="noopener">
          {t('privacyLink')}
        </a>
        <FieldError id={fieldIds('privacy').error} message={errorOf('privacy')} />
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

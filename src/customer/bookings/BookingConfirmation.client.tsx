'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'

type BookingConfirmationProps = {
  reference: string
  travellers: number
  summary: { travel: string; start: string; end: string; travelUrl: string }
}

/** A sent booking request: its reference and what happens next. It takes the focus, so a screen reader reads it at once. */
export function BookingConfirmation({ reference, travellers, summary }: BookingConfirmationProps) {
  const t = useTranslations('booking')
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="b-booking-request__confirmation" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('confirmedTitle')}
      </h2>
      <p>{t('confirmedText', { travel: summary.travel, start: summary.start, end: summary.end, count: travellers })}</p>
      <p className="b-booking-request__reference">
        {t('reference')}: <strong data-reference>{reference}</strong>
      </p>
      <p>{t('next')}</p>
      <p>
        <a href={summary.travelUrl}>{t('backToTravel', { travel: summary.travel })}</a>
      </p>
    </section>
  )
}

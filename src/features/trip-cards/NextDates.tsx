import { Fragment } from 'react'
import { useTranslations } from 'next-intl'
import { formatDay } from '@/editions/formats'

/** A travel's next departure days on its card. */
export function NextDates({ days }: { days: string[] }) {
  const t = useTranslations('catalog')
  return (
    <p className="card__dates">
      {t('nextDepartures')}:{' '}
      {days.map((day, index) => (
        <Fragment key={day}>
          {index > 0 && ', '}
          <time dateTime={day}>{formatDay(day)}</time>
        </Fragment>
      ))}
    </p>
  )
}

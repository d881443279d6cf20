'use client'
import { useTranslations } from 'next-intl'
import type { GroupInfo } from './group-info-shape'

/** The group of a departure: how many booked, first-timers, trips done, the gender split, the expected size, the interested, and each traveller without a name. */
export function GroupInfoFacts({ info }: { info: GroupInfo }) {
  const t = useTranslations('groupInfo')
  const { min, max } = info.expectedGroupSize
  return (
    <>
      <ul className="group-info__facts">
        {info.hasPax ? (
          <>
            <li>{t('travellers', { count: info.travellersCount })}</li>
            <li>{t('firstTimers', { count: info.firstTimers })}</li>
            <li>{t('tripsDone', { count: info.tripsDone })}</li>
            <li>{t('genders', info.genders)}</li>
          </>
        ) : (
          <li>{t('nobodyYet')}</li>
        )}
        <li>{min === max ? t('expectedExactly', { max }) : t('expectedSize', { min, max })}</li>
        <li>{t('interested', { count: info.interestedCount })}</li>
      </ul>
      {info.hasPax && (
        <ul className="group-info__travellers" aria-label={t('listLabel')}>
          {info.travellers.map((traveller, index) => (
            <li key={index} className="group-info__traveller" data-gender={traveller.gender}>
              <span className="group-info__who">{t(traveller.gender)}</span>
              <span className="group-info__trips">{traveller.firstTrip ? t('firstTrip') : t('trips', { count: traveller.tripsDone })}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

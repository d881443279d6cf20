import { formatDay } from '@/editions/formats'
import { translator } from '@/editions/translator'
import { AVERAGE_GROUP_SIZE, ageRangeOf, nightsOf, promoExpired } from '@/features/catalog/travel-terms'
import { CardPrice } from '@/features/trip-cards/card-parts'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'

/**
 * What the trip is, at a glance: its title and destination, days and nights, the price from its
 * best departure (struck-through when discounted), the promotion (or that it expired), badges,
 * type and style, ages, average group and the moods with their shares. Nothing interactive.
 */
export default function TravelOverview({ block, frame, context }: BlockProps<'travelOverview'>) {
  const { travel } = context.routeData
  if (!travel) return null
  const t = translator(context.edition.code, 'travel')
  const catalog = translator(context.edition.code, 'catalog')
  const today = new Date().toISOString().slice(0, 10)
  const facts: Array<{ term: string; value: string }> = [
    ...(travel.travelTypeName ? [{ term: t('travelType'), value: travel.travelTypeName }] : []),
    ...(travel.travelStyle ? [{ term: t('travelStyle'), value: travel.travelStyle.name }] : []),
    { term: t('ageRange'), value: t(`age.${ageRangeOf(travel.ageBadge)}`) },
    { term: t('groupSize'), value: t('groupSizeValue', { count: AVERAGE_GROUP_SIZE }) },
  ]
  return (
    <BlockRoot frame={frame}>
      <div className="b-overview">
        <header className="b-overview__head">
          <p className="b-overview__destination">{travel.destinationLabel}</p>
          <h1 className="b-overview__title">{travel.title}</h1>
          <p className="b-overview__length">{t('daysNights', { days: travel.numberOfDays, nights: nightsOf(travel.numberOfDays) })}</p>
          {travel.badges.length > 0 && (
            <ul className="b-overview__badges">
              {travel.badges.map((badge) => (
                <li key={badge.id} className="b-overview__badge">
                  {badge.name}
                </li>
              ))}
            </ul>
          )}
        </header>
        <div className="b-overview__price">
          {travel.bestTour ? (
            <>
              <span className="b-overview__price-label">{t('priceFrom')}</span>
              <CardPrice tour={travel.bestTour} currency={context.currency} from={false} />
            </>
          ) : (
            <p className="b-overview__no-tours">{catalog('noToursDeparting')}</p>
          )}
          {travel.promo &&
            (promoExpired(travel.promo.expiresOn, today) ? (
              <p className="b-overview__promo b-overview__promo--expired">{catalog('promoExpired')}</p>
            ) : (
              <p className="b-overview__promo">
                {t('promoCode', { code: travel.promo.code })}
                {travel.promo.expiresOn && (
                  <>
                    {', '}
                    {t('promoValidUntil', { date: formatDay(travel.promo.expiresOn) })}
                  </>
                )}
              </p>
            ))}
        </div>
        <dl className="b-overview__facts">
          {facts.map((fact) => (
            <div key={fact.term} className="b-overview__fact">
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {block.showMoods !== false && travel.moods.length > 0 && (
          <section className="b-overview__moods" aria-labelledby={`${frame.id}-moods`}>
            <h2 id={`${frame.id}-moods`} className="b-overview__moods-title">
              {t('moods')}
            </h2>
            <ul className="b-overview__mood-list">
              {travel.moods.map(({ mood, percentage }) => (
                <li key={mood} className="b-overview__mood" data-mood={mood}>
                  <span className="b-overview__mood-name">{t(`mood.${mood}`)}</span>
                  <span
                    className="b-overview__mood-bar"
                    style={{ '--share': `${percentage}%` } as React.CSSProperties}
                    aria-hidden="true"
                  />
                  <span className="b-overview__mood-share">{percentage}%</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </BlockRoot>
  )
}

import { href } from '@/editions/href'
import { translator } from '@/editions/translator'
import { CoordinatorPortrait } from '@/features/coordinators/CoordinatorPortrait'
import { TourCard } from '@/features/trip-cards/TourCard'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'
import type { CoordinatorProfileData } from './load-coordinator-profile'

/**
 * The address's coordinator: portrait, name (the page's heading), home city, their own words, a
 * way to ask us about travelling with them, and their next departures as cards leading to the
 * tour pages. Nothing interactive.
 */
export default function CoordinatorProfile({ block, frame, context, data }: BlockProps<'coordinatorProfile', CoordinatorProfileData>) {
  const { coordinator } = context.routeData
  if (!coordinator) return null
  const t = translator(context.edition.code, 'coordinators')
  const departuresHeading = `coordinator-${frame.id}-departures`
  return (
    <BlockRoot frame={frame}>
      <div className="b-profile">
        <header className="b-profile__head">
          <CoordinatorPortrait picture={coordinator.picture} name={coordinator.name} size={160} className="b-profile__picture" />
          <div className="b-profile__intro">
            <h1 className="b-profile__name">{coordinator.name}</h1>
            {coordinator.city && <p className="b-profile__city">{t('from', { city: coordinator.city })}</p>}
            {coordinator.bio && <p className="b-profile__bio">{coordinator.bio}</p>}
            <a className="b-profile__contact" href={href('contacts', {}, context.edition)}>
              {t('contact', { name: coordinator.name })}
            </a>
          </div>
        </header>
        <section className="b-profile__departures" aria-labelledby={departuresHeading}>
          <h2 id={departuresHeading} className="b-profile__departures-title">
            {block.departuresTitle || t('upcoming', { name: coordinator.name })}
          </h2>
          {data.departures.length === 0 ? (
            <p className="b-profile__no-departures">{t('noDepartures', { name: coordinator.name })}</p>
          ) : (
            <ul className="b-profile__grid">
              {data.departures.map((tour, position) => (
                <li key={tour.id}>
                  <TourCard tour={tour} position={position} currency={context.currency} eager={false} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </BlockRoot>
  )
}

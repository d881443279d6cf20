import { href } from '@/editions/href'
import { translator } from '@/editions/translator'
import { CoordinatorPortrait } from '@/features/coordinators/CoordinatorPortrait'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'

/** Who leads the group: picture, name, home city, a few words, their page (when that route is on) and a way to ask us anything. */
export default function TravelCoordinator({ block, frame, context }: BlockProps<'travelCoordinator'>) {
  const coordinator = context.routeData.travel?.coordinator
  if (!coordinator) return null
  const t = translator(context.edition.code, 'travel')
  const profile = href('coordinators-coordinator', { coordinator: coordinator.slug }, context.edition)
  return (
    <BlockRoot frame={frame}>
      <div className="b-coordinator">
        <h2 className="b-coordinator__title">{block.title || t('coordinator')}</h2>
        <div className="b-coordinator__card">
          <CoordinatorPortrait picture={coordinator.picture} name={coordinator.name} size={120} className="b-coordinator__picture" />
          <div className="b-coordinator__text">
            <p className="b-coordinator__name">{coordinator.name}</p>
            {coordinator.city && <p className="b-coordinator__city">{t('coordinatorFrom', { city: coordinator.city })}</p>}
            {coordinator.bio && <p className="b-coordinator__bio">{coordinator.bio}</p>}
            <div className="b-coordinator__actions">
              {profile && (
                <a className="b-coordinator__profile" href={profile}>
                  {translator(context.edition.code, 'coordinators')('profile', { name: coordinator.name })}
                </a>
              )}
              <a className="b-coordinator__contact" href={href('contacts', {}, context.edition)}>
                {t('contactUs')}
              </a>
            </div>
          </div>
        </div>
      </div>
    </BlockRoot>
  )
}

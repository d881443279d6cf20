import { href } from '@/editions/href'
import { translator } from '@/editions/translator'
import { resourceAddress } from '@/features/media/resource'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'

/** Who leads the group: picture, name, home city, a few words, and a way to ask us anything. */
export default function TravelCoordinator({ block, frame, context }: BlockProps<'travelCoordinator'>) {
  const coordinator = context.routeData.travel?.coordinator
  if (!coordinator) return null
  const t = translator(context.edition, 'travel')
  const { picture } = coordinator
  return (
    <BlockRoot frame={frame}>
      <div className="b-coordinator">
        <h2 className="b-coordinator__title">{block.title || t('coordinator')}</h2>
        <div className="b-coordinator__card">
          {picture ? (
            <img
              className="b-coordinator__picture"
              src={resourceAddress(picture.id, picture.seoName, 'thumbnail')}
              alt=""
              width={120}
              height={120}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="b-coordinator__picture b-coordinator__picture--initial" aria-hidden="true">
              {coordinator.name.slice(0, 1)}
            </span>
          )}
          <div className="b-coordinator__text">
            <p className="b-coordinator__name">{coordinator.name}</p>
            {coordinator.city && <p className="b-coordinator__city">{t('coordinatorFrom', { city: coordinator.city })}</p>}
            {coordinator.bio && <p className="b-coordinator__bio">{coordinator.bio}</p>}
            <a className="b-coordinator__contact" href={href('contacts', {}, context.edition)}>
              {t('contactUs')}
            </a>
          </div>
        </div>
      </div>
    </BlockRoot>
  )
}

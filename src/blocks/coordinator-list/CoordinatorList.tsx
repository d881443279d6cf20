import { href } from '@/editions/href'
import { translator } from '@/editions/translator'
import type { CoordinatorCard, CoordinatorDirectory } from '@/features/catalog/coordinators'
import { CoordinatorPortrait } from '@/features/coordinators/CoordinatorPortrait'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockContext, BlockProps } from '../types'
import { ALL_DESTINATIONS, cardsPerDestination, destinationsAttribute } from './destination-filter'

/** One coordinator: portrait, name (the link to their page, over the whole card), city, destinations. */
function Card({ coordinator, context }: { coordinator: CoordinatorCard; context: BlockContext }) {
  const t = translator(context.edition.code, 'coordinators')
  return (
    <article className="b-coordinators__card">
      <CoordinatorPortrait picture={coordinator.picture} name={coordinator.name} size={96} className="b-coordinators__picture" />
      <h3 className="b-coordinators__name">
        <a className="b-coordinators__link" href={href('coordinators-coordinator', { coordinator: coordinator.slug }, context.edition)}>
          {coordinator.name}
        </a>
      </h3>
      {coordinator.city && <p className="b-coordinators__city">{t('from', { city: coordinator.city })}</p>}
      <p className="b-coordinators__destinations">
        {coordinator.destinations.length > 0
          ? `${t('destinations')}: ${coordinator.destinations.map((destination) => destination.name).join(', ')}`
          : t('noTripsYet')}
      </p>
    </article>
  )
}

/** The filter's choices, each with the count it announces (worked out here: the island formats no message). */
function filterOptions(data: CoordinatorDirectory, context: BlockContext) {
  const t = translator(context.edition.code, 'coordinators')
  const counts = cardsPerDestination(data.coordinators)
  return [
    { value: ALL_DESTINATIONS, label: t('allDestinations'), status: t('shown', { count: data.coordinators.length }) },
    ...data.destinations.map(({ id, name }) => ({ value: String(id), label: name, status: t('shown', { count: counts.get(id) ?? 0 }) })),
  ]
}

/**
 * Every coordinator as a card, all in the server's HTML. The destination filter (an island) only
 * hides cards in the browser, so the page stays the same for every visitor and, without
 * JavaScript, shows every card.
 */
export default function CoordinatorList({ block, frame, context, data }: BlockProps<'coordinatorList', CoordinatorDirectory>) {
  const t = translator(context.edition.code, 'coordinators')
  const filtered = block.showFilter !== false && data.destinations.length > 1
  return (
    <BlockRoot frame={frame} interactive={filtered}>
      <div className="b-coordinators">
        {block.title && <h2 className="b-coordinators__title">{block.title}</h2>}
        {filtered && (
          <Island
            frame={frame}
            type="coordinatorList"
            props={{ selectId: `coordinators-${frame.id}-destination`, label: t('filterLabel'), options: filterOptions(data, context) }}
          />
        )}
        {data.coordinators.length === 0 ? (
          <p className="b-coordinators__empty">{t('none')}</p>
        ) : (
          <ul className="b-coordinators__grid">
            {data.coordinators.map((coordinator) => (
              <li
                key={coordinator.id}
                className="b-coordinators__item"
                data-destinations={destinationsAttribute(coordinator.destinations.map((destination) => destination.id))}
              >
                <Card coordinator={coordinator} context={context} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </BlockRoot>
  )
}

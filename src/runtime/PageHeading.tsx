import { translator } from '@/editions/translator'
import type { RoutePage } from './load-route-page'

/**
 * The page's H1 when none of its blocks draws one: what the page is about (the travel of an
 * itinerary or a departure, the coordinator), else its title. A page within a travel leads back
 * to the travel's own page.
 */
export function PageHeading({ page, routeData, edition }: Pick<RoutePage, 'page' | 'routeData' | 'edition'>) {
  const { travel, coordinator } = routeData
  const title = travel?.title ?? coordinator?.name ?? page.title
  if (!title) return null
  return (
    <header className="page-heading">
      {travel && (
        <a className="page-heading__back" href={travel.url}>
          {translator(edition.code, 'travel')('backToTrip')}
        </a>
      )}
      <h1 className="page-heading__title">{title}</h1>
    </header>
  )
}

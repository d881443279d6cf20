import type { PageShell } from '@/shell/frame/load-page-shell'
import { SiteShell } from '@/shell/frame/SiteShell'
import { ErrorCover } from './ErrorCover'
import { notOnTheMap, type NotOnTheMapProps } from './NotOnTheMap'

/**
 * The page of a missing (404) or withdrawn (410) address: the "not on the map" cover in the
 * site's shell, with its header, footer and modals (the events area's header and footer in the
 * events area). A page of its own, not the not-found boundary, whose output every page carries.
 */
export function NotOnTheMapPage({ shell, ...props }: NotOnTheMapProps & { shell: PageShell }) {
  const { cover, head } = notOnTheMap(props)
  return (
    <SiteShell
      edition={props.edition}
      variant={props.eventsArea ? 'events' : 'default'}
      transparentHeader={false}
      routeName={null}
      shell={shell}
    >
      {head}
      <ErrorCover {...cover} />
    </SiteShell>
  )
}

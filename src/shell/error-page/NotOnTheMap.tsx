import type { Edition } from '@/editions/edition'
import { translator } from '@/editions/translator'
import { absoluteAddress, shareImageAddress } from '@/features/seo/share-image'
import { BRAND_NAME } from '@/lib/brand'
import { errorAction } from './error-action'
import { errorText } from './error-text'
import { ErrorFrame } from './ErrorFrame'

export type NotOnTheMapProps = { edition: Edition; eventsArea: boolean }

/**
 * What the "not on the map" page of an address that leads nowhere (404) or nowhere any more (410)
 * says, in the edition's language, with its head; in the events area it leads back to the events.
 */
export function notOnTheMap({ edition, eventsArea }: NotOnTheMapProps) {
  const t = translator(edition.code, 'error')
  const text = errorText(t, { status: 404 }, true)
  const cover = { ...text, action: errorAction(edition, eventsArea, { showTravels: t('showTravels'), showEvents: t('showEvents') }) }
  const head = (
    <>
      {/* Error pages get no generated metadata: React puts these in the head. */}
      <title>{`${text.title} | ${BRAND_NAME}`}</title>
      <meta name="description" content={text.title} />
      <meta property="og:image" content={absoluteAddress(shareImageAddress(edition.code))} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
  return { cover, head }
}

/**
 * The "not on the map" page in the plain frame: what the not-found boundary shows, which every
 * page's flight data carries (the page of a missing address in the shell: NotOnTheMapPage).
 */
export function NotOnTheMap(props: NotOnTheMapProps) {
  const { cover, head } = notOnTheMap(props)
  return (
    <>
      {head}
      <ErrorFrame edition={props.edition} {...cover} />
    </>
  )
}

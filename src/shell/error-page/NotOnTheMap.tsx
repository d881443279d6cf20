import type { Edition } from '@/editions/edition'
import { translator } from '@/editions/translator'
import { absoluteAddress, shareImageAddress } from '@/features/seo/share-image'
import { BRAND_NAME } from '@/lib/brand'
import { errorAction } from './error-action'
import { errorText } from './error-text'
import { ErrorFrame } from './ErrorFrame'

/**
 * The "not on the map" page of an address that leads nowhere (404) or nowhere any more (410), in
 * the edition's language; in the events area it leads back to the events.
 */
export function NotOnTheMap({ edition, eventsArea }: { edition: Edition; eventsArea: boolean }) {
  const t = translator(edition.code, 'error')
  const text = errorText(t, { status: 404 }, true)
  return (
    <>
      {/* Error pages get no generated metadata: React puts these in the head. */}
      <title>{`${text.title} | ${BRAND_NAME}`}</title>
      <meta name="description" content={text.title} />
      <meta property="og:image" content={absoluteAddress(shareImageAddress(edition.code))} />
      <meta name="twitter:card" content="summary_large_image" />
      <ErrorFrame
        edition={edition}
        {...text}
        action={errorAction(edition, eventsArea, { showTravels: t('showTravels'), showEvents: t('showEvents') })}
      />
    </>
  )
}

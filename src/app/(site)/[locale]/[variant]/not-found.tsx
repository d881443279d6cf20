import type { Metadata } from 'next'
import { locale, variant } from 'next/root-params'
import { DEFAULT_EDITION, editionForLocale } from '@/editions/editions'
import { translator } from '@/editions/translator'
import { errorAction } from '@/features/error-page/error-action'
import { errorText } from '@/features/error-page/error-text'
import { ErrorFrame } from '@/features/error-page/ErrorFrame'
import { BRAND_NAME } from '@/lib/brand'
import { parseVariantSegment } from '@/runtime/variant/page-variant'

export const metadata: Metadata = { robots: { index: false, follow: true } }

/** The edition's 404 (root params: a not-found page gets no props); in the events area it leads back to the events. */
export default async function NotFound() {
  const edition = editionForLocale(await locale()) ?? DEFAULT_EDITION
  const eventsArea = parseVariantSegment(await variant())?.eventsArea ?? false
  const t = translator(edition, 'error')
  const text = errorText(t, { status: 404 }, true)
  return (
    <>
      {/* not-found pages get no generated metadata: React puts this title in the head. */}
      <title>{`${text.title} | ${BRAND_NAME}`}</title>
      <ErrorFrame
        edition={edition}
        {...text}
        action={errorAction(edition, eventsArea, { showTravels: t('showTravels'), showEvents: t('showEvents') })}
      />
    </>
  )
}

import type { Metadata } from 'next'
import { locale, variant } from 'next/root-params'
import { DEFAULT_EDITION, editionForLocale } from '@/editions/editions'
import { loadEdition } from '@/editions/load-editions'
import { parseVariantSegment } from '@/editions/page-variant'
import { NotOnTheMap } from '@/shell/error-page/NotOnTheMap'

export const metadata: Metadata = { robots: { index: false, follow: true } }

/** The edition's 404 (root params: a not-found page gets no props). */
export default async function NotFound() {
  const edition = await loadEdition(editionForLocale(await locale()) ?? DEFAULT_EDITION)
  return <NotOnTheMap edition={edition} eventsArea={parseVariantSegment(await variant())?.eventsArea ?? false} />
}

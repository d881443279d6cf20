import type { Metadata } from 'next'
import { translator } from '@/editions/translator'
import { errorText } from '@/features/error-page/error-text'
import { ErrorView } from '@/features/error-page/ErrorView'
import { loadShell } from '@/features/site-shell/load-shell'
import { BRAND_NAME } from '@/lib/brand'
import { currentEdition, isEventRequest } from '@/runtime/request-edition'

export const metadata: Metadata = { robots: { index: false, follow: true } }

export default async function NotFound() {
  const edition = await currentEdition()
  const [shell, eventPage] = await Promise.all([loadShell(edition, '/404', {}), isEventRequest(edition)])
  const text = errorText(translator(edition, 'error'), { status: 404 }, true)
  return (
    <>
      {/* not-found pages get no generated metadata: React puts this title in the head. */}
      <title>{`${text.title} | ${BRAND_NAME}`}</title>
      <ErrorView edition={edition} shell={shell} eventPage={eventPage} {...text} />
    </>
  )
}

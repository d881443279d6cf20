'use client'
import { lazy, Suspense } from 'react'
import { useFirstIdle } from '@/lib/react/use-first-idle'
import { SearchLayerOnRequest } from '@/shell/search-bar/SearchLayerOnRequest.client'
import type { IdlePartsProps } from './IdleParts.client'

// Not needed to show or hydrate the page: one chunk, loaded at its first idle moment, which loads the rest.
const IdleParts = lazy(() => import('./IdleParts.client').then((module) => ({ default: module.IdleParts })))

/**
 * The session-wide parts of every page (IdleParts), mounted at its first idle moment (until then
 * site links load their page), and the header's search once the visitor reaches for it. From the
 * server: `communicationsUrl`, the edition's account communications page; `tagManagerId`, the tag
 * manager's container (GTM_ID) or null; `errorReporting`, where the page's errors are reported
 * (SENTRY_DSN) or null.
 */
export function IdleWidgets(props: IdlePartsProps) {
  const idle = useFirstIdle()
  return (
    <>
      <SearchLayerOnRequest />
      {idle && (
        <Suspense fallback={null}>
          <IdleParts {...props} />
        </Suspense>
      )}
    </>
  )
}

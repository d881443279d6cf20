'use client'
import { lazy } from 'react'
import { OnIdle } from '@/lib/react/OnIdle.client'
import { SearchLayerOnRequest } from '@/shell/search-bar/SearchLayerOnRequest.client'

// No page needs them to show or to hydrate: even the code that lists them loads at the first idle moment.
const IdleParts = lazy(() => import('./IdleParts.client').then((module) => ({ default: module.IdleParts })))

/**
 * The session-wide parts of every page (`IdleParts`), from its first idle moment on; the header's
 * search once the visitor reaches for it. `communicationsUrl`: the edition's account
 * communications page, from the server.
 */
export function IdleWidgets({ communicationsUrl }: { communicationsUrl: string | null }) {
  return (
    <>
      <SearchLayerOnRequest />
      <OnIdle>
        <IdleParts communicationsUrl={communicationsUrl} />
      </OnIdle>
    </>
  )
}

'use client'
import { lazy, Suspense } from 'react'
import { WithIntl } from '@/lib/intl/WithIntl.client'
import type { RouteErrorProps } from '@/shell/error-page/RouteErrorFrame.client'

/**
 * Every page carries this boundary, so its frame (with the route table its links come from)
 * is fetched only when a route fails.
 */
const RouteErrorFrame = lazy(() => import('@/shell/error-page/RouteErrorFrame.client'))

export default function RouteError({ error }: RouteErrorProps) {
  return (
    <Suspense fallback={null}>
      <WithIntl>
        <RouteErrorFrame error={error} />
      </WithIntl>
    </Suspense>
  )
}

'use client'
import { lazy, Suspense } from 'react'
import { WithIntl } from '@/lib/intl/WithIntl.client'
import { useFirstIdle } from '@/lib/react/use-first-idle'
import { SearchLayerOnRequest } from '@/shell/search-bar/SearchLayerOnRequest.client'

// Neither is needed to show or hydrate the page: their code loads at its first idle moment.
const SessionEffects = lazy(() => import('./SessionEffects.client').then((module) => ({ default: module.SessionEffects })))
const ProgressBar = lazy(() => import('@/shell/progress-bar/ProgressBar.client').then((module) => ({ default: module.ProgressBar })))
const Toaster = lazy(() => import('@/shell/toasts/Toaster.client').then((module) => ({ default: module.Toaster })))
const AccountSession = lazy(() =>
  import('@/customer/accounts/AccountSession.client').then((module) => ({ default: module.AccountSession })),
)
const ClientNavigation = lazy(() =>
  import('@/features/navigation/ClientNavigation.client').then((module) => ({ default: module.ClientNavigation })),
)
const IdleNotices = lazy(() => import('./IdleNotices.client').then((module) => ({ default: module.IdleNotices })))

/**
 * What every visit does in the browser (`SessionEffects`), the progress bar, the toaster, the
 * customer's session (and the sign-in dialog), the site links'
 * moves without a document load, a newsletter confirmation's notice and the offer of the visitor's
 * own edition (the geolocation-redirect flag) of every page, mounted at
 * its first idle moment (until then site links load their page); the header's search once the
 * visitor reaches for it. `communicationsUrl`: the edition's account communications page, from
 * the server.
 */
export function IdleWidgets({ communicationsUrl }: { communicationsUrl: string | null }) {
  const idle = useFirstIdle()
  return (
    <>
      <SearchLayerOnRequest />
      {idle && (
        <Suspense fallback={null}>
          <SessionEffects />
          <WithIntl>
            <ProgressBar />
            <Toaster />
            <AccountSession communicationsUrl={communicationsUrl} />
            <ClientNavigation />
            <IdleNotices />
          </WithIntl>
        </Suspense>
      )}
    </>
  )
}

'use client'
import { lazy, Suspense } from 'react'
import { useFirstIdle } from '@/lib/react/use-first-idle'
import { SearchLayerOnRequest } from '@/shell/search-bar/SearchLayerOnRequest.client'

// Neither is needed to show or hydrate the page: their code loads at its first idle moment.
const ProgressBar = lazy(() => import('@/shell/progress-bar/ProgressBar.client').then((module) => ({ default: module.ProgressBar })))
const Toaster = lazy(() => import('@/shell/toasts/Toaster.client').then((module) => ({ default: module.Toaster })))
const AccountSession = lazy(() =>
  import('@/customer/accounts/AccountSession.client').then((module) => ({ default: module.AccountSession })),
)
const NewsletterNotice = lazy(() =>
  import('@/customer/newsletter/NewsletterNotice.client').then((module) => ({ default: module.NewsletterNotice })),
)

/**
 * The progress bar, the toaster, the customer's session (and the sign-in dialog) and a
 * newsletter confirmation's notice of every page, mounted at its first idle moment; the header's
 * search once the visitor reaches for it. `communicationsUrl`: the edition's account
 * communications page, from the server.
 */
export function IdleWidgets({ communicationsUrl }: { communicationsUrl: string | null }) {
  const idle = useFirstIdle()
  return (
    <>
      <SearchLayerOnRequest />
      {idle && (
        <Suspense fallback={null}>
          <ProgressBar />
          <Toaster />
          <AccountSession communicationsUrl={communicationsUrl} />
          <NewsletterNotice />
        </Suspense>
      )}
    </>
  )
}

'use client'
import { lazy, Suspense } from 'react'
import { useFirstIdle } from '@/lib/react/use-first-idle'

// Neither is needed to show or hydrate the page: their code loads at its first idle moment.
const ProgressBar = lazy(() => import('@/shell/progress-bar/ProgressBar.client').then((module) => ({ default: module.ProgressBar })))
const Toaster = lazy(() => import('@/shell/toasts/Toaster.client').then((module) => ({ default: module.Toaster })))
const SearchLayer = lazy(() => import('@/shell/search-bar/SearchLayer.client').then((module) => ({ default: module.SearchLayer })))
const AccountIsland = lazy(() => import('@/customer/accounts/AccountIsland.client').then((module) => ({ default: module.AccountIsland })))
const NewsletterIsland = lazy(() =>
  import('@/customer/newsletter/NewsletterIsland.client').then((module) => ({ default: module.NewsletterIsland })),
)

/**
 * The progress bar, the toaster, the header's search, the customer's session (user menu and
 * sign-in dialog) and the footer's newsletter form of every page, mounted at its first idle moment (until then the search trigger
 * is a link to the search page, the login entry one to the account site).
 */
export function IdleWidgets() {
  return useFirstIdle() ? (
    <Suspense fallback={null}>
      <ProgressBar />
      <Toaster />
      <SearchLayer />
      <AccountIsland />
      <NewsletterIsland />
    </Suspense>
  ) : null
}

'use client'
import { lazy, type ReactNode } from 'react'
import { WithIntl } from '@/lib/intl/WithIntl.client'
import { OnIdle } from '@/lib/react/OnIdle.client'

// Each one's code loads at an idle moment of its own.
const SessionEffects = lazy(() => import('./SessionEffects.client').then((module) => ({ default: module.SessionEffects })))
const ProgressBar = lazy(() => import('@/shell/progress-bar/ProgressBar.client').then((module) => ({ default: module.ProgressBar })))
const Toaster = lazy(() => import('@/shell/toasts/Toaster.client').then((module) => ({ default: module.Toaster })))
const AccountSession = lazy(() =>
  import('@/customer/accounts/AccountSession.client').then((module) => ({ default: module.AccountSession })),
)
const ClientNavigation = lazy(() =>
  import('@/features/navigation/ClientNavigation.client').then((module) => ({ default: module.ClientNavigation })),
)
const NewsletterNotice = lazy(() =>
  import('@/customer/newsletter/NewsletterNotice.client').then((module) => ({ default: module.NewsletterNotice })),
)

/** A part mounted at its own idle moment, with the page's texts. */
function IdleWithTexts({ children }: { children: ReactNode }) {
  return (
    <OnIdle>
      <WithIntl>{children}</WithIntl>
    </OnIdle>
  )
}

/**
 * What every visit does in the browser (`SessionEffects`), the customer's session (and the
 * sign-in dialog), the site links' moves without a document load, the progress bar, the toaster
 * and a newsletter confirmation's notice, each mounted at an idle moment of its own in that order
 * (until then site links load their page).
 */
export function IdleParts({ communicationsUrl }: { communicationsUrl: string | null }) {
  return (
    <>
      <OnIdle>
        <SessionEffects />
      </OnIdle>
      <IdleWithTexts>
        <AccountSession communicationsUrl={communicationsUrl} />
      </IdleWithTexts>
      <IdleWithTexts>
        <ClientNavigation />
      </IdleWithTexts>
      <IdleWithTexts>
        <ProgressBar />
      </IdleWithTexts>
      <IdleWithTexts>
        <Toaster />
      </IdleWithTexts>
      <IdleWithTexts>
        <NewsletterNotice />
      </IdleWithTexts>
    </>
  )
}

'use client'
import { lazy } from 'react'
import { WithIntl } from '@/lib/intl/WithIntl.client'
import type { ReportingConfig } from '@/features/error-reporting/reporting-config'

// Each loads as a chunk of its own (this file is the first, at the page's first idle moment).
const SessionEffects = lazy(() => import('./SessionEffects.client').then((module) => ({ default: module.SessionEffects })))
const ProgressBar = lazy(() => import('@/shell/progress-bar/ProgressBar.client').then((module) => ({ default: module.ProgressBar })))
const Toaster = lazy(() => import('@/shell/toasts/Toaster.client').then((module) => ({ default: module.Toaster })))
const AccountSession = lazy(() =>
  import('@/customer/accounts/AccountSession.client').then((module) => ({ default: module.AccountSession })),
)
const ClientNavigation = lazy(() =>
  import('@/features/navigation/ClientNavigation.client').then((module) => ({ default: module.ClientNavigation })),
)
const ErrorReporting = lazy(() =>
  import('@/features/error-reporting/ErrorReporting.client').then((module) => ({ default: module.ErrorReporting })),
)
const IdleNotices = lazy(() => import('./IdleNotices.client').then((module) => ({ default: module.IdleNotices })))

export type IdlePartsProps = {
  communicationsUrl: string | null
  tagManagerId: string | null
  errorReporting: ReportingConfig | null
}

/**
 * What every visit does in the browser (`SessionEffects`), the error reporting, the progress bar,
 * the toaster, the customer's session (and the sign-in dialog), the site links' moves without a
 * document load, and the notices (a newsletter confirmation, the offer of the visitor's own
 * edition, the consent question): none is needed to show or hydrate the page.
 */
export function IdleParts({ communicationsUrl, tagManagerId, errorReporting }: IdlePartsProps) {
  return (
    <>
      <SessionEffects />
      {errorReporting && <ErrorReporting config={errorReporting} />}
      <WithIntl>
        <ProgressBar />
        <Toaster />
        <AccountSession communicationsUrl={communicationsUrl} />
        <ClientNavigation />
        <IdleNotices tagManagerId={tagManagerId} />
      </WithIntl>
    </>
  )
}

import type { Instrumentation } from 'next'
import { pageTags } from './page-tags'
import { reportingConfig } from './reporting-config'
import { COLLECT_NOTHING_PERSONAL, scrubEvent } from './scrub-event'

type Sdk = typeof import('@sentry/nextjs')

let sdk: Promise<Sdk> | null = null

/**
 * Starts reporting this server's errors when a DSN is set (nothing is loaded otherwise): the
 * request errors Next reports (`reportRequestError`), and uncaught exceptions and rejections.
 * Errors only: no tracing, no personal data (scrubEvent).
 */
export function startServerReporting(): void {
  const config = reportingConfig()
  if (!config || sdk) return
  sdk = import('@sentry/nextjs').then((Sentry) => {
    // No tracing: the module hooks that record spans are not installed either.
    Sentry.init({ ...config, dataCollection: COLLECT_NOTHING_PERSONAL, beforeSend: scrubEvent, enableRuntimeChannelInjection: false })
    return Sentry
  })
  sdk.catch((error: unknown) => {
    console.warn(`error reporting could not start: ${error instanceof Error ? error.message : error}`)
    sdk = null
  })
}

/** A request's error (Next's `onRequestError`), with the edition and the page it happened on. */
export const reportRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const Sentry = await sdk?.catch(() => null)
  if (!Sentry) return
  Sentry.withScope((scope) => {
    scope.setTags({ ...pageTags(request.path, request.headers.host as string | undefined), route: context.routePath })
    Sentry.captureRequestError(error, request, context)
  })
}

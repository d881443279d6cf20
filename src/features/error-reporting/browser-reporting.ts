import type { ReportingConfig } from './reporting-config'
import { COLLECT_NOTHING_PERSONAL, scrubEvent, withoutQuery } from './scrub-event'

let started: Promise<unknown> | null = null

/**
 * Starts reporting this page's uncaught errors and rejections, with the release, the edition and
 * the page's path, nothing personal (scrubEvent). The SDK loads here, after the page's first
 * idle moment: errors only (no sessions, tracing, replays or breadcrumbs), so it sends nothing
 * while the page works. A failed load is tried again by the next page.
 */
export function startBrowserReporting(config: ReportingConfig, edition: string): void {
  started ??= import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({
      ...config,
      dataCollection: COLLECT_NOTHING_PERSONAL,
      defaultIntegrations: false,
      integrations: [
        Sentry.globalHandlersIntegration(),
        Sentry.browserApiErrorsIntegration(),
        Sentry.linkedErrorsIntegration(),
        Sentry.dedupeIntegration(),
        Sentry.eventFiltersIntegration(),
      ],
      beforeSend: (event) => scrubEvent({ ...event, tags: { ...event.tags, edition, page: withoutQuery(location.pathname) } }),
    })
  })
  started.catch(() => {
    started = null
  })
}

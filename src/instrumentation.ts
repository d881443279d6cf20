import type { Instrumentation } from 'next'

/** A failed start of the CMS with the server is tried again after this long. */
const CMS_RETRY_MS = 5_000

/**
 * Starts the CMS with the server instead of on the first request, so the scheduled-publish and
 * notify-me job runner (Payload's jobs autoRun) works from the moment the site is up; gives the
 * proxy its in-process CMS lookups (variant inputs, travel addresses); and has every catalog
 * change expire the cached pages that show it.
 *
 * Registration itself never waits for the database: Next.js keeps the outcome of `register()` for
 * the life of the process and awaits it before every request, so a database that was down or slow
 * at that moment would fail or hang every later request, long after it came back. The CMS starts in
 * the background instead, tried again until it is up; requests meanwhile wait for it with their own
 * deadline (`cms()`). TRACE is answered 405 before Next sees it (it would fail on it); answers are
 * compressed, and cached pages encoded once per cache entry, here (src/lib/http/encoded-responses.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServerReporting } = await import('./features/error-reporting/server-reporting')
  startServerReporting()
  const [{ refuseUnsupportedMethods }, { Server }] = await Promise.all([import('./lib/http/unsupported-methods'), import('node:http')])
  refuseUnsupportedMethods(Server.prototype)
  // Answers are compressed here, cached pages sent with encodings made once per cache entry and,
  // in a production process with its own page cache, answered again for a second without Next
  // by the proxy's own decision on each request.
  const [{ encodeResponses }, { processRecentPages }, { pageRewrite }] = await Promise.all([
    import('./lib/http/encoded-responses'),
    import('./lib/http/recent-pages'),
    import('./proxy/page-rewrite'),
  ])
  const ownPageCache = !process.env.REDIS_URL && process.env.NODE_ENV === 'production'
  encodeResponses(Server.prototype, { recent: ownPageCache ? { pages: processRecentPages(), decide: pageRewrite } : null })
  // Route handlers read the client's address from the socket (src/lib/http/client-address.ts).
  const { stampSocketAddresses } = await import('./lib/http/socket-address')
  stampSocketAddresses()
  const [{ startCms }, { provideProxyServices }, { cmsProxyServices }, { onCatalogChanged }, { expireTags }] = await Promise.all([
    import('./lib/cms/instance'),
    import('./proxy/services/registry'),
    import('./proxy/services/cms-proxy-services'),
    import('./lib/events/catalog-changed'),
    import('./lib/cache/revalidate'),
  ])
  provideProxyServices(cmsProxyServices())
  onCatalogChanged(({ tags }) => expireTags(tags))
  const start = () =>
    startCms().catch((error: unknown) => {
      console.warn(`the CMS could not start (tried again in ${CMS_RETRY_MS / 1000} s): ${error instanceof Error ? error.message : error}`)
      setTimeout(start, CMS_RETRY_MS).unref()
    })
  void start()
}

/** A request's error, reported with its edition and page when SENTRY_DSN is set (src/features/error-reporting). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { reportRequestError } = await import('./features/error-reporting/server-reporting')
  await reportRequestError(...args)
}

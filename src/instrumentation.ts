/**
 * Starts the CMS with the server instead of on the first request, so the scheduled-publish
 * job runner (Payload's jobs autoRun) works from the moment the site is up, and gives the
 * proxy its in-process CMS lookups (variant inputs, travel addresses).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ cms }, { provideProxyServices }, { cmsProxyServices }] = await Promise.all([
    import('./lib/cms/instance'),
    import('./runtime/proxy-services/registry'),
    import('./runtime/proxy-services/cms-proxy-services'),
  ])
  provideProxyServices(cmsProxyServices())
  await cms()
}

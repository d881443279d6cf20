/**
 * Starts the CMS with the server instead of on the first request, so the scheduled-publish
 * job runner (Payload's jobs autoRun) works from the moment the site is up.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { cms } = await import('./lib/cms/instance')
  await cms()
}

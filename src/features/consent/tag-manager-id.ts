// Relative: next.config.ts reads this file, outside the app's path aliases.
import { warnOnce } from '../../lib/process/warn-once'

/** A Google Tag Manager web container's id, as its admin shows it. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/

/**
 * The container the site loads (`GTM_ID`), or null: without one, or with a value that is not a
 * container id (said once in the log), there is no tag manager and nothing to ask consent for.
 */
export function tagManagerId(env: Record<string, string | undefined> = process.env): string | null {
  const id = env.GTM_ID?.trim()
  if (!id) return null
  if (CONTAINER_ID.test(id)) return id
  warnOnce(`GTM_ID "${id.slice(0, 40)}" is not a container id (GTM-XXXXXXX): no tag manager is loaded`)
  return null
}

/**
 * What the container and Google's own tags in it (Analytics 4, Ads) load and call: the page's
 * Content-Security-Policy allows them when a container is configured. Tags of other vendors
 * added in the container need their hosts here too.
 */
export function tagManagerSources(env: Record<string, string | undefined> = process.env) {
  if (!tagManagerId(env)) return { script: [], connect: [] }
  return {
    script: ['https://*.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
    connect: [
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.g.doubleclick.net',
      'https://www.google.com',
    ],
  }
}

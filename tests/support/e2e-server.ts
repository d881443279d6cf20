/**
 * Where the end-to-end suite's server answers (`E2E_PORT`, 3100 by default): a local site, so its
 * mails go to the outbox. `npm test` builds for this address (SITE_URL is part of a build), so
 * the suite's `npm start` serves that build instead of building again.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`

/**
 * The third parties the suite's site is configured with, as a deployment would be: a tag manager
 * container (the consent banner asks for it) and an error-reporting DSN. Their hosts do not
 * exist: the specs that need them answer the browser's requests themselves (page.route), the
 * others refuse consent beforehand (fixtures.ts), and the server's reports go nowhere. They are
 * part of the build (its Content-Security-Policy allows their hosts), so `npm test` builds with them.
 */
export const E2E_THIRD_PARTIES = {
  GTM_ID: 'GTM-E2E0TEST',
  SENTRY_DSN: 'https://e2e0public0key@errors.e2e.invalid/1',
}

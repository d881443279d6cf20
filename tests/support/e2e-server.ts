/**
 * Where the end-to-end suite's server answers (`E2E_PORT`, 3100 by default): a local site, so its
 * mails go to the outbox. `npm test` builds for this address (SITE_URL is part of a build), so
 * the suite's `npm start` serves that build instead of building again.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`

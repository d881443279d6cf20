/** Feature and experiment keys: lower-case words joined by hyphens. */
export const FLAG_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The feature flags the site reads. */
export const FLAG_KEYS = { geolocationRedirect: 'geolocation-redirect', talkToUs: 'talk-to-us' } as const

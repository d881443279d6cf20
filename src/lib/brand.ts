/** The brand placeholder `{product}` of the spec: configurable, one name throughout the demo content. */
export const BRAND_NAME = process.env.NEXT_PUBLIC_BRAND_NAME ?? 'Wayfarer'

/** The brand as it appears inside URL paths, e.g. `/wemeet-by-wayfarer`. */
export const BRAND_SLUG = BRAND_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** The brand's pin (`public/favicon.svg`): every page's icon, also those outside the site's layout (the alert mails' unsubscribe page). */
export const SITE_ICON = '/favicon.svg'

/** Request header the proxy adds to page requests: the path the visitor asked for (before rewrites). */
export const SITE_PATH_HEADER = 'x-site-path'

/** The public base URL, without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
}

/** Whether the site is served over https: its cookies are then `Secure` and browsers pin https. */
export function siteIsHttps(): boolean {
  return siteUrl().startsWith('https://')
}

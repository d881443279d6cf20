/** Where the HTML block may embed videos from (the sanitizer allows the same hosts). */
const VIDEO_EMBED_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']

const TWO_YEARS_S = 63_072_000

/** Third parties the configuration adds (the tag manager, the error-reporting service): what they load and call. */
export type AllowedSources = { script: string[]; connect: string[] }
const NONE: AllowedSources = { script: [], connect: [] }

/**
 * The Content-Security-Policy of every response. Pages are cached HTML shared by every visitor,
 * so a per-request nonce cannot be used: Next's inline bootstrap scripts are allowed with
 * 'unsafe-inline', and what keeps editor content from running script is the sanitizer. Every
 * other source is pinned to this site; only the admin's own origin may frame a page (live
 * preview). Editor HTML may show images and media from any https host and videos from the
 * embed hosts. `next dev` needs eval for hot reload. `allowed`: the configured third parties.
 */
export function contentSecurityPolicy(options: { https: boolean; development: boolean; allowed?: AllowedSources }): string {
  const allowed = options.allowed ?? NONE
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...allowed.script, ...(options.development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...allowed.connect, ...(options.development ? ['ws:'] : [])],
    'frame-src': ["'self'", ...VIDEO_EMBED_ORIGINS],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (options.https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** Security headers for pages, the site API and the admin alike. */
export function securityHeaders(options: {
  siteUrl: string
  development: boolean
  allowed?: AllowedSources
}): Array<{ key: string; value: string }> {
  const https = options.siteUrl.startsWith('https://')
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ https, development: options.development, allowed: options.allowed }) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: `max-age=${TWO_YEARS_S}; includeSubDomains` }] : []),
  ]
}

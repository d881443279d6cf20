/** A rule of the header rules `next.config` gives Next. */
type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> } & Record<string, unknown>

/** Client hints about the colour scheme, which only Payload's admin reads (its light or dark theme). */
const COLOR_SCHEME_HINTS = new Set(['accept-ch', 'critical-ch', 'vary'])
const isColorSchemeHint = (header: { key: string; value: string }) =>
  COLOR_SCHEME_HINTS.has(header.key.toLowerCase()) && header.value === 'Sec-CH-Prefers-Color-Scheme'

/**
 * Payload's `withPayload` asks every response for the colour-scheme client hint. On a public page
 * `Critical-CH` makes the browser send its first request a second time (one more round trip before
 * anything shows) and `Vary` splits shared caches, for a theme the site does not have: the hints
 * are kept for the admin only.
 */
export function colorSchemeHintsForAdminOnly(rules: readonly HeaderRule[]): HeaderRule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isColorSchemeHint)
    if (hints.length === 0) return [rule]
    const others = rule.headers.filter((header) => !isColorSchemeHint(header))
    return [...(others.length ? [{ ...rule, headers: others }] : []), { source: '/admin/:path*', headers: hints }]
  })
}

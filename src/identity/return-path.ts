/** A return path longer than this is not a page of the site. */
const MAX_RETURN_PATH = 2048

const BASE = 'http://site.invalid'

/** One path segment as a browser reads it: percent-escapes decoded once, or null when they do not decode. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The path part's segments are safe: none is a dot segment (`.`, `..`, `%2e%2e`), which a browser
 * or URL parser resolves away, turning `/..//evil.example` into `//evil.example`; none hides a
 * slash or backslash behind a percent-escape.
 */
function hasPlainSegments(path: string): boolean {
  return path
    .split('/')
    .slice(1)
    .every((segment) => {
      const decoded = decodedSegment(segment)
      return decoded !== null && decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded)
    })
}

/**
 * A path of this site to come back to after signing in. The value is normalised first (as
 * `new URL` would), then checked: absolute, not protocol-relative, no dot segments, no control
 * characters or backslashes (which browsers read as slashes), and still on the site once
 * resolved. Anything else: the home.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_RETURN_PATH || /[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  if (!value.startsWith('/') || value.startsWith('//')) return '/'
  const path = value.split(/[?#]/, 1)[0]!
  if (!hasPlainSegments(path)) return '/'
  const resolved = new URL(value, BASE)
  if (resolved.origin !== BASE || resolved.pathname.startsWith('//')) return '/'
  return `${resolved.pathname}${resolved.search}${resolved.hash}`
}

import { unescapeCss } from './css-escapes'

/**
 * Addresses that CSS must not hold: script URLs and `data:` documents (images are fine). The
 * value is read as the browser reads it (escapes decoded, ASCII case ignored) and without the
 * whitespace and control characters a URL parser drops, so `JAVA\73 cript:` or `java\9 script:`
 * is caught; a plain text that merely mentions such a scheme is refused too, which costs nothing.
 */
const UNSAFE_SCHEME = /(?:javascript|vbscript|livescript):|data:(?!image\/(?:png|gif|jpe?g|webp|avif|svg\+xml)[;,])/

export const UNSAFE_URL = 'CSS cannot hold javascript:, vbscript: or data: addresses other than images.'

export function hasUnsafeUrl(value: string): boolean {
  const read = unescapeCss(value)
    .replace(/[\u0000-\u0020\u007f]+/g, '')
    .toLowerCase()
  return UNSAFE_SCHEME.test(read)
}

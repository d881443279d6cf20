const ALLOWED_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']

/**
 * A link target that cannot run script or leave the site unnoticed: relative paths, anchors and
 * http(s)/mailto/tel URLs pass; `javascript:`, `data:`, entity-encoded schemes
 * (`jav&#x61;script:`, which an HTML client decodes), protocol-relative addresses (`//`, `/\`,
 * which browsers read as `//`) and anything unparsable become `undefined`.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  // Browsers drop leading and trailing controls and spaces, and tabs and line breaks anywhere
  // ("java\tscript:", "/\t/evil.example"), before reading a URL: read it the same way.
  const read = value.replace(/^[\u0000-\u0020\u007f]+|[\u0000-\u0020\u007f]+$/g, '').replace(/[\t\n\r]/g, '')
  // An HTML client that decodes character references would read "&#x2f;" as "/" or "&#106;" as "j".
  if (/&(?:#|[a-z][a-z0-9]*;)/i.test(read)) return undefined
  if (/^(\/(?![/\\])|#|\?|\.\.?\/)/.test(read)) return read
  try {
    const url = new URL(read.replace(/[\u0000-\u0020\u007f]/g, ''))
    return ALLOWED_SCHEMES.includes(url.protocol) ? read : undefined
  } catch {
    return undefined
  }
}

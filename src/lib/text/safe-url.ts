const ALLOWED_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']

/**
 * A link target that cannot run script: relative paths, anchors and http(s)/mailto/tel URLs pass;
 * `javascript:`, `data:` and anything unparsable become `undefined`.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const trimmed = value.replace(/[\u0000-\u0020\u007f]+/g, (match, offset: number) => (offset === 0 ? '' : match)).trim()
  if (/^(\/(?!\/)|#|\?|\.\.?\/)/.test(trimmed)) return trimmed
  try {
    const url = new URL(trimmed.replace(/[\u0000-\u0020\u007f]/g, ''))
    return ALLOWED_SCHEMES.includes(url.protocol) ? trimmed : undefined
  } catch {
    return undefined
  }
}

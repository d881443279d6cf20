import { ApiError } from './api-error'
import { isStorableText } from './storable-text'

/** Whether a percent-encoded URL component decodes to valid UTF-8 without NUL. */
function decodesCleanly(component: string): boolean {
  try {
    return isStorableText(decodeURIComponent(component))
  } catch {
    // Malformed escapes (`%zz`, a truncated `%E2%82`), overlong forms and encoded surrogates.
    return false
  }
}

/** Parameter names are echoed in `extra.issues`: a hostile one is cut short. */
const MAX_NAME_LENGTH = 100

/**
 * The first parameter of a query string (`a=1&b=2`, raw, without `?`) that does not decode
 * cleanly: its name, or `query` when the name itself is broken; null when all are clean.
 */
export function unsafeQueryPart(query: string): string | null {
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=')
    const name = equals === -1 ? pair : pair.slice(0, equals)
    if (!decodesCleanly(name)) return 'query'
    if (equals !== -1 && !decodesCleanly(pair.slice(equals + 1))) return decodeURIComponent(name).slice(0, MAX_NAME_LENGTH)
  }
  return null
}

/** Whether every segment of a raw path decodes to valid UTF-8 without NUL. */
export function pathDecodesCleanly(pathname: string): boolean {
  return pathname.split('/').every(decodesCleanly)
}

/** Where a URL does not decode cleanly: `path`, a query parameter's name, or null when nowhere. */
export function unsafeUrlPart(url: string): string | null {
  const { pathname, search } = new URL(url)
  if (!pathDecodesCleanly(pathname)) return 'path'
  return search ? unsafeQueryPart(search.slice(1)) : null
}

export const UNCLEAN_URL_MESSAGE = 'Malformed percent-encoding, invalid UTF-8 or a NUL character.'

/** Refuses (400 VALIDATION_ERROR) a URL with malformed percent-encoding, invalid UTF-8 or NUL. */
export function assertCleanUrl(url: string): void {
  const part = unsafeUrlPart(url)
  if (part !== null)
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', { issues: [{ path: part, message: UNCLEAN_URL_MESSAGE }] })
}

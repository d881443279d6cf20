import { NextResponse } from 'next/server'
import { ApiError } from './api-error'
import { envelope } from './api-handler'
import { pathDecodesCleanly, UNCLEAN_URL_MESSAGE } from './url-input'

/**
 * A path with malformed percent-encoding, invalid UTF-8 or NUL, answered 400 in the shape its
 * caller reads (the site API's envelope, the CMS's errors, or text), or null for a clean path.
 * Next's router fails on such paths with a bare 500 once it decodes them for matching, so the
 * proxy answers them first.
 */
export function malformedPathResponse(pathname: string): NextResponse | null {
  if (pathDecodesCleanly(pathname)) return null
  console.warn(`refused a malformed path: ${pathname.slice(0, 200)}`)
  if (pathname.startsWith('/api/v1/')) {
    return envelope(
      new ApiError('VALIDATION_ERROR', 'The request is not valid.', { issues: [{ path: 'path', message: UNCLEAN_URL_MESSAGE }] }),
    )
  }
  if (pathname.startsWith('/api/'))
    return NextResponse.json({ errors: [{ message: `The request is not valid. ${UNCLEAN_URL_MESSAGE}` }] }, { status: 400 })
  return new NextResponse(`Bad request: this address is not valid. ${UNCLEAN_URL_MESSAGE}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

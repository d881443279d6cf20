import { NextResponse, type NextRequest } from 'next/server'
import { EDITION_COOKIE } from '@/editions/edition-cookie'
import { DEFAULT_EDITION, editionForLocale } from '@/editions/editions'
import { editionForAcceptLanguage } from '@/editions/negotiate'

/**
 * A path without an edition goes to the visitor's edition: the `edition` cookie (a returning
 * visitor's choice), else their languages (our matcher: next-intl's would send en-GB to the
 * international edition), else Italy. It depends on who asks, so it is never cached.
 */
export function editionRedirect(request: NextRequest): NextResponse {
  const edition =
    editionForLocale(request.cookies.get(EDITION_COOKIE)?.value) ??
    editionForAcceptLanguage(request.headers.get('accept-language')) ??
    DEFAULT_EDITION
  const url = request.nextUrl.clone()
  url.pathname = `/${edition}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
  const response = NextResponse.redirect(url)
  response.headers.set('cache-control', 'private, no-store')
  return response
}

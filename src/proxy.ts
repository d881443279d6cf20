import { NextResponse, type NextRequest } from 'next/server'
import { editionForHost } from './editions/edition-domains'
import { EDITION_HEADER } from './editions/edition-header'
import { DEFAULT_EDITION, EDITION_CODES, EDITIONS, isEditionCode, type EditionCode } from './editions/editions'

const EDITION_COOKIE = 'edition'

/** The visitor's edition for `/`: cookie, then Accept-Language, then Italy (CONTRACT §3). */
function preferredEdition(request: NextRequest): EditionCode {
  const cookie = request.cookies.get(EDITION_COOKIE)?.value
  if (isEditionCode(cookie)) return cookie
  const languages = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean)
  for (const tag of languages) {
    const exact = EDITION_CODES.find((code) => EDITIONS[code].locale.toLowerCase() === tag)
    if (exact) return exact
    const language = tag.split('-')[0]
    const byLanguage = EDITION_CODES.find((code) => EDITIONS[code].language === language)
    if (byLanguage) return byLanguage
  }
  return DEFAULT_EDITION
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const hostEdition = editionForHost(request.headers.get('host'))
  const first = pathname.split('/')[1]
  // A mapped domain serves its edition without a prefix: rewrite onto the prefixed routes.
  if (hostEdition && !isEditionCode(first)) {
    const url = request.nextUrl.clone()
    url.pathname = `/${hostEdition}${pathname === '/' ? '' : pathname}`
    return NextResponse.rewrite(url, { request: { headers: editionHeaders(request, hostEdition) } })
  }
  if (pathname === '/') {
    const url = request.nextUrl.clone()
    url.pathname = `/${preferredEdition(request)}`
    return NextResponse.redirect(url)
  }
  const edition = isEditionCode(first) ? first : DEFAULT_EDITION
  return NextResponse.next({ request: { headers: editionHeaders(request, edition) } })
}

function editionHeaders(request: NextRequest, edition: EditionCode): Headers {
  const headers = new Headers(request.headers)
  headers.set(EDITION_HEADER, edition)
  return headers
}

export const config = {
  // Pages only: not the admin, the APIs, Next's assets or files with an extension.
  matcher: ['/((?!admin|api|_next|preview|.*\\.[a-z0-9]+$).*)'],
}

import { ApiError } from './api-error'
import { checkedJsonBody } from './json-body'
import { readBody } from './request-body'
import { decodeUtf8 } from './storable-text'
import { assertCleanUrl, unsafeQueryPart, UNCLEAN_URL_MESSAGE } from './url-input'

/** Admin bodies checked before Payload reads them; larger ones (uploads, mostly) pass as sent. */
const CMS_CHECKED_BODY_BYTES = 1024 * 1024

/** The content types whose text the guard checks: JSON documents, and the admin's long queries (POST with a GET override). */
const CHECKED_TYPES = ['application/json', 'application/x-www-form-urlencoded']

/** The bodies Payload reads on a write: JSON documents and uploads (multipart); any other type it takes for no data. */
const DOCUMENT_TYPES = ['application/json', 'multipart/form-data']

const WRITE_METHODS = ['POST', 'PATCH', 'PUT']

function refusal(message: string, path = ''): ApiError {
  return new ApiError('VALIDATION_ERROR', 'The request is not valid.', { issues: [{ path, message }] })
}

/** Refuses a multipart body that does not parse (empty, cut short, another boundary): Payload's parser fails on it with a 500. */
async function checkedMultipartBody(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void> {
  try {
    await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw refusal('The multipart body is malformed.')
  }
}

/** Payload's own collections (preferences) name their documents by key; ours by number. */
const KEYED_COLLECTION = /^payload-/

/**
 * Refuses (404) a change or deletion of `/api/{collection}/{id}` whose id is not a number: the
 * documents' ids are integers, and Payload hands any other id to PostgreSQL, which fails (500).
 */
function assertDocumentId(method: string, segments: string[]): void {
  if (!['PATCH', 'PUT', 'DELETE'].includes(method) || segments.length !== 3 || segments[1] === 'globals') return
  if (KEYED_COLLECTION.test(segments[1]!) || /^\d{1,15}$/.test(segments[2]!)) return
  throw new ApiError('NOT_FOUND', 'Not Found')
}

/**
 * Whether a write saves a document from its body: create (`POST /api/{collection}`), update
 * (`PATCH|PUT /api/{collection}[/{id}]`), a global's save (`POST /api/globals/{slug}`). Payload
 * builds the document from the body's data and fails (500) without any.
 */
function savesDocument(method: string, pathname: string, request: Request): boolean {
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] !== 'api' || !WRITE_METHODS.includes(method)) return false
  if (segments[1] === 'globals') return segments.length === 3 && method === 'POST'
  if (method === 'POST') return segments.length === 2 && !isMethodOverride(request)
  return segments.length === 2 || segments.length === 3
}

const isMethodOverride = (request: Request) =>
  request.headers.has('x-payload-http-method-override') || request.headers.has('x-http-method-override')

/** A query sent as a form body, with the locale rule of a read applied to it. */
function queryWithKnownLocale(bytes: Uint8Array, localization: CmsLocales): string {
  const search = new URL(withKnownLocale(`http://query.local/?${decodeUtf8(bytes) ?? ''}`, 'GET', localization)).search.slice(1)
  return search
}

function checkedFormBody(bytes: Uint8Array): void {
  const text = decodeUtf8(bytes)
  if (text === null || unsafeQueryPart(text) !== null) {
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', { issues: [{ path: '', message: UNCLEAN_URL_MESSAGE }] })
  }
}

export type CmsLocales = { locales: readonly string[]; defaultLocale: string }

/**
 * The URL with a locale Payload can query with. Without localization fallback, Payload leaves a
 * request that names no locale (or an unknown one) without any, and its queries over localized
 * fields then fail (500): no locale means the default one, an unknown one is refused.
 */
function withKnownLocale(href: string, method: string, { locales, defaultLocale }: CmsLocales): string {
  const url = new URL(href)
  const locale = url.searchParams.get('locale')
  if (!locale) url.searchParams.set('locale', defaultLocale)
  // A write names the one locale it saves: Payload cannot save "all" of them at once (500).
  else if ((locale === 'all' || locale === '*') && WRITE_METHODS.includes(method))
    throw refusal('A write saves one locale; name it (all is for reads).', 'locale')
  else if (locale !== 'all' && locale !== '*' && !locales.includes(locale)) {
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
      issues: [{ path: 'locale', message: `Unknown locale; use one of ${locales.join(', ')} or all.` }],
    })
  }
  return url.toString()
}

/**
 * The request Payload may see, or an ApiError: its URL decodes cleanly and names a known locale
 * (one, on a write); a JSON or form body up to the limit (chunked ones too, which declare no
 * length) decodes cleanly, a multipart one parses; a write that saves a document has a JSON or
 * multipart body.
 */
async function checkedCmsRequest(request: Request, localization: CmsLocales): Promise<Request> {
  assertCleanUrl(request.url)
  const method = request.method.toUpperCase()
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  // The admin reads with a POST whose form body is the query (method override): Payload appends
  // that body to the URL, so the locale rule applies to the body, and the URL stays as it came.
  const queryInBody = method === 'POST' && type === 'application/x-www-form-urlencoded' && isMethodOverride(request)
  const url = queryInBody ? request.url : withKnownLocale(request.url, method, localization)
  const length = Number(request.headers.get('content-length') ?? NaN)
  const pathname = new URL(request.url).pathname
  assertDocumentId(method, pathname.split('/').filter(Boolean))
  const saves = savesDocument(method, pathname, request)
  if (saves && !DOCUMENT_TYPES.includes(type))
    throw refusal('Send the document as application/json (or multipart/form-data for an upload).')
  let body: BodyInit | null = request.body
  const multipartWrite = type === 'multipart/form-data' && WRITE_METHODS.includes(method)
  if (request.body && (CHECKED_TYPES.includes(type) || multipartWrite) && !(length > CMS_CHECKED_BODY_BYTES)) {
    const bytes = await readBody(request, CMS_CHECKED_BODY_BYTES)
    if (type === 'application/json') checkedJsonBody(bytes)
    else if (multipartWrite) await checkedMultipartBody(bytes, request.headers.get('content-type')!)
    else checkedFormBody(bytes)
    body = queryInBody ? queryWithKnownLocale(bytes, localization) : bytes
  }
  const empty = body instanceof Uint8Array ? !decodeUtf8(body)?.trim() : body === null
  if (saves && empty) throw refusal('The request has no document: send it as the JSON body.')
  if (url === request.url && body === request.body) return request
  return new Request(url, { method: request.method, headers: request.headers, body, signal: request.signal, duplex: 'half' } as RequestInit)
}

/** The summary with the first issue's reason: Payload's shape has room for one message. */
function messageOf(error: ApiError): string {
  const issue = (error.extra.issues as Array<{ message: string }> | undefined)?.[0]
  return issue ? `${error.message} ${issue.message}` : error.message
}

/** An API answer is one caller's (a session, a token, a draft): no shared cache keeps it, unless it says otherwise. */
const NOT_STORED = 'private, no-store'

function notStored(response: Response): Response {
  if (response.headers.has('cache-control')) return response
  const headers = new Headers(response.headers)
  headers.set('cache-control', NOT_STORED)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Wraps one of Payload's REST handlers: NUL bytes and broken encodings in the URL or a JSON or
 * form body are refused with 400 in Payload's own error shape (`{ errors: [{ message }] }`)
 * before Payload builds a query from them (PostgreSQL fails on NUL, which Payload answers 500);
 * a request without a locale gets the default one, an unknown locale is refused. Every answer
 * is `private, no-store` unless Payload set its own Cache-Control.
 */
export function guardCmsRest<Args>(localization: CmsLocales, handler: (request: Request, args: Args) => Promise<Response>) {
  return async (request: Request, args: Args): Promise<Response> => {
    let checked: Request
    try {
      checked = await checkedCmsRequest(request, localization)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      console.warn(`CMS API: refused ${request.method} ${new URL(request.url).pathname.slice(0, 200)}: ${error.status}`)
      return Response.json({ errors: [{ message: messageOf(error) }] }, { status: error.status, headers: { 'cache-control': NOT_STORED } })
    }
    return notStored(await handler(checked, args))
  }
}

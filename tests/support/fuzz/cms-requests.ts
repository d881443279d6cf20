import fc from 'fast-check'

/**
 * A hostile request for Payload's REST API, as plain data for an HTTP client: the methods Next
 * fails on (TRACE), bodies sent in chunks (no Content-Length) with NUL in them, drafts saved
 * without a body or with one of the wrong type, writes to all locales.
 */
export type CmsFuzzRequest = {
  method: string
  path: string
  contentType: string | null
  /** Sent in two chunks without Content-Length when `chunked`, else in one with it. */
  body: string | null
  chunked: boolean
  signedIn: boolean
}

/** The calls the REST API takes, `{id}` for a document of the collection. */
const CALLS = [
  ['POST', '/api/users/login'],
  ['POST', '/api/users/forgot-password'],
  ['POST', '/api/pages'],
  ['POST', '/api/globals/header'],
  ['POST', '/api/globals/footer'],
  ['PATCH', '/api/pages/{id}'],
  ['PUT', '/api/pages/{id}'],
  ['PATCH', '/api/pages'],
  ['GET', '/api/pages'],
  ['GET', '/api/pages/{id}'],
  ['GET', '/api/globals/header'],
] as const

const NUL_TEXT = fc.constantFrom('a\0b', '\0', 'x@example.com\0', 'a\\u0000b')

const bodies = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constantFrom('{}', '{"title":"Fuzz"}', 'not json', '{"email":"admin@example.com","password":"x"}'),
  fc.tuple(fc.constantFrom('email', 'title', 'password', 'slug'), NUL_TEXT).map(([key, text]) => JSON.stringify({ [key]: text })),
  NUL_TEXT.map((text) => `email=${encodeURIComponent(text)}`),
)

const queries = fc
  .subarray(['draft=true', 'depth=0', 'autosave=true'])
  .chain((parts) =>
    fc
      .option(fc.constantFrom('all', '*', 'it', 'en', 'xx', ''), { nil: undefined })
      .map((locale) => [...parts, ...(locale === undefined ? [] : [`locale=${locale}`])]),
  )

/** One hostile request; `pageId` fills `{id}`. */
export function cmsFuzzRequest(pageId: number): fc.Arbitrary<CmsFuzzRequest> {
  return fc
    .record({
      call: fc.constantFrom(...CALLS),
      method: fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: fc.constantFrom('TRACE', 'DELETE'), weight: 1 }),
      query: queries,
      contentType: fc.constantFrom(
        null,
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ),
      body: bodies,
      chunked: fc.boolean(),
      signedIn: fc.boolean(),
    })
    .map(({ call, method, query, contentType, body, chunked, signedIn }) => {
      const verb = method ?? call[0]
      const path = `${call[1].replace('{id}', String(pageId))}${query.length ? `?${query.join('&')}` : ''}`
      const hasBody = !['GET', 'HEAD', 'TRACE'].includes(verb)
      // The header and footer other tests read are never changed: their calls go out signed out.
      return { method: verb, path, contentType, body: hasBody ? body : null, chunked, signedIn: signedIn && !path.includes('/globals/') }
    })
}

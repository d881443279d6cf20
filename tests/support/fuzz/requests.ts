import fc from 'fast-check'
import { ROUTE_METHODS, type FuzzEndpoint } from './endpoints'
import { bodyOf } from './json-bodies'
import { BROKEN_ESCAPES, hostileText, percentEncode, poison, poisoned } from './text'

/**
 * A hostile request for the site API, as plain data: the integration fuzz test
 * turns it into a `NextRequest` for a route module, a benchmark can send it over HTTP.
 */
export type FuzzRequest = { method: string; path: string; query: string; headers: Record<string, string>; body?: string | Uint8Array }

/** Real values per query parameter (slugs, ids...), so that some calls find something. */
export type KnownValues = Readonly<Record<string, readonly string[]>>

const KNOWN_EVERYWHERE: KnownValues = {
  edition: ['it', 'en', 'us', 'es', 'de', 'fr', 'intl'],
  currency: ['EUR', 'USD', 'GBP', 'CHF'],
  routingKey: ['search', 'travels', 'index'],
  countries: ['PER', 'ITA', 'JPN'],
  'countries[]': ['PER', 'ITA', 'JPN'],
  'continents[]': ['EU', 'AS', 'AF'],
}

const hostileValue = fc.oneof(
  { arbitrary: hostileText(4000).map(percentEncode), weight: 4 },
  {
    arbitrary: fc
      .tuple(fc.string({ unit: 'grapheme-ascii', maxLength: 8 }), fc.constantFrom(...BROKEN_ESCAPES))
      .map(([text, escape]) => `${encodeURIComponent(text)}${escape}`),
    weight: 1,
  },
)

/**
 * A query string: hostile names and values throughout, or the call's own parameters, mostly
 * with known values and some hostile ones, so that hostile text also reaches the database.
 */
const queryOf = (endpoint: FuzzEndpoint, known: KnownValues) => {
  const name = fc.oneof(
    { arbitrary: fc.constantFrom('edition', ...endpoint.params), weight: 4 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', 'a[b][c]', '', 'edition[]', ...BROKEN_ESCAPES), weight: 1 },
  )
  const hostile = fc.array(fc.tuple(name, hostileValue), { maxLength: 6 })
  const ownValue = (key: string) => {
    const values = [...(KNOWN_EVERYWHERE[key] ?? []), ...(known[key] ?? [])]
    if (!values.length) return hostileValue
    return fc.oneof(
      { arbitrary: fc.constantFrom(...values).map(percentEncode), weight: 4 },
      { arbitrary: hostileValue, weight: 1 },
      {
        arbitrary: fc
          .tuple(fc.constantFrom(...values).map(percentEncode), poison, fc.nat())
          .map(([value, escape, at]) => poisoned(value, escape, at)),
        weight: 2,
      },
    )
  }
  const own = fc
    .subarray(['edition', ...endpoint.params])
    .chain((names) => fc.tuple(...names.map((key) => fc.tuple(fc.constant(key), ownValue(key)))))
  return fc.oneof(hostile, own).map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'))
}

/** Printable ASCII: what a header value may hold. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 })

/**
 * Headers the calls read (host for the edition, the CDN's country), with hostile values; no
 * Content-Length, so the same requests can go over HTTP (the unit tests cover a lying one).
 */
const headersOf = (endpoint: FuzzEndpoint, known: KnownValues) => {
  const own = Object.fromEntries(
    (endpoint.headers ?? []).map((name) => [
      name,
      known[name]?.length
        ? fc.oneof({ arbitrary: fc.constantFrom(...known[name]), weight: 3 }, { arbitrary: headerText, weight: 1 })
        : headerText,
    ]),
  )
  return fc.record(
    {
      ...own,
      'content-type': fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      ),
      host: fc.oneof(fc.constantFrom('localhost', 'example.com', 'www.wayfarer.es', 'localhost:3000'), headerText),
      'cf-ipcountry': fc.oneof(fc.constantFrom('IT', 'US', 'XX', 'T1', ''), headerText),
      'accept-language': headerText,
    },
    { requiredKeys: [] },
  )
}

/** A path segment for a path parameter: mostly a known value, else hostile text (never `.` or `..`, which climb out of the route). */
const segmentOf = (name: string, known: KnownValues) =>
  fc
    .oneof(
      { arbitrary: known[name]?.length ? fc.constantFrom(...known[name]).map(percentEncode) : hostileValue, weight: 2 },
      { arbitrary: hostileValue, weight: 2 },
    )
    .map((segment) => (/^(\.|%2e){1,2}$/i.test(segment) ? 'dots' : segment))

/** One hostile request for an endpoint: mostly its own method, sometimes any other. */
export function fuzzRequest(endpoint: FuzzEndpoint, known: KnownValues = {}): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { arbitrary: fc.constant(endpoint.method), weight: 4 },
    { arbitrary: fc.constantFrom(...ROUTE_METHODS), weight: 1 },
  )
  const path =
    endpoint.route === '[...path]'
      ? fc
          .array(fc.oneof(hostileText(300).map(percentEncode), fc.constantFrom(...BROKEN_ESCAPES)), { minLength: 1, maxLength: 4 })
          // `.` and `..` segments would climb out of /api/v1 before any route sees them.
          .map((segments) => `/api/v1/${segments.map((segment) => (/^(\.|%2e){1,2}$/i.test(segment) ? 'dots' : segment)).join('/')}`)
      : endpoint.pathParam
        ? segmentOf(endpoint.pathParam, known).map((segment) => `${endpoint.path}/${segment}${endpoint.pathSuffix ?? ''}`)
        : fc.constant(endpoint.path)
  return fc
    .record({
      method,
      path,
      query: queryOf(endpoint, known),
      headers: headersOf(endpoint, known),
      body: fc.option(bodyOf(endpoint), { nil: undefined, freq: 4 }),
    })
    .map((request) =>
      request.method === 'GET' || request.method === 'HEAD' ? { ...request, body: undefined } : request,
    ) as fc.Arbitrary<FuzzRequest>
}

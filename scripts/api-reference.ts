import { z } from 'zod'
import type { SiteCall } from '@/lib/site-api/site-call'
import { SITE_API_BASE } from '@/lib/site-api/dispatch'
import { SHARED_CACHE_CONTROL } from '@/lib/cache/page-cache'
import { notes, typeText } from './api-schema-text'

/** What holds for every call; the calls' own sections follow, written from their declarations. */
const INTRO = `# Site API

<!-- Written by \`npm run api:docs\` from the call declarations (\`src/runtime/site-api.ts\` lists them); do not edit. -->

Base \`${SITE_API_BASE}\`, JSON in and out. A call's edition is its \`edition\` query parameter (an edition
code, e.g. \`it\`), else the host's edition, else \`it\`. Success: 2xx with \`{ "data": … }\`; failure:
\`{ "key": "UPPER_SNAKE", "message": "…", "extra": { … } }\`. Every answer is \`private, no-store\`, except the
success of a call marked *shared*: the same for every caller of its address, it is \`${SHARED_CACHE_CONTROL}\`
as a page is, with an \`ETag\` (304 to a current \`If-None-Match\`).

Calls that change something (\`POST\`, \`PUT\`, \`PATCH\`, \`DELETE\`) come from the site's own pages:
a request whose \`Origin\` is not the site's (\`SITE_URL\`, or the request's own host; in development
also \`localhost\`/\`127.0.0.1\` on \`PORT\`), or, without \`Origin\`, whose \`Sec-Fetch-Site\` is neither
\`same-origin\` nor \`none\`, answers 403 \`FORBIDDEN\` (another port of the same host is another
origin). A request with neither header comes from a server or an app, which holds no visitor's
cookies, and is let through (bearer tokens, bookings systems). A body must be
\`Content-Type: application/json\`: a form or \`text/plain\` body answers 415 \`UNSUPPORTED_MEDIA_TYPE\`
before anything reads it (the customer picture's \`PUT\` takes the image itself; the alert mails'
signed unsubscribe link takes a one-click POST from any origin). Signed-in calls take
\`Authorization: Bearer {jwt}\`, else the \`auth.access\` cookie.

Errors every call can give:

| status | key | when |
|---|---|---|
| 400 | \`VALIDATION_ERROR\` | the query or body fails its schema (below), or an unknown \`edition\` or \`currency\`; \`extra.issues\` lists \`{ path, message }\` |
| 403 | \`FORBIDDEN\` | a change from another origin (above) |
| 404 | \`NOT_FOUND\` | a path no call has |
| 405 | \`METHOD_NOT_ALLOWED\` | the path has calls, not with this method; \`Allow\` lists them (\`OPTIONS\` answers 204 with it) |
| 413 | \`PAYLOAD_TOO_LARGE\` | a body over 64 KiB, or the call's own limit |
| 415 | \`UNSUPPORTED_MEDIA_TYPE\` | a body that is not JSON |
| 429 | \`RATE_LIMITED\` | too many calls; \`extra.retryAfter\` seconds, also as \`Retry-After\`. Counted per e-mail, customer or client address (the socket's peer, or behind the \`TRUSTED_PROXIES\` the first \`X-Forwarded-For\` hop from the right that is not one of them), in Redis when \`REDIS_URL\` is set, else in the process |
| 500 | \`INTERNAL_ERROR\` | a fault of ours, never with a stack trace |
| 503 | \`SERVICE_UNAVAILABLE\` | the database is unreachable or has no connection free within 5 s |

The CMS's own REST API is at \`/api/{collection}\` (admin use). Filters, sorts and how the catalog
search stays fast and fresh: [catalog.md](catalog.md).
`

const anchor = (call: SiteCall) =>
  `${call.method} ${call.path}`
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')

const block = (text: string) => `\`\`\`ts\n${text}\n\`\`\``

const typeOf = (schema: z.ZodType, io: 'input' | 'output') => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Parameters<typeof typeText>[0]
  const said = notes(json)
  return `${typeText(json)}${said.length ? ` // ${said.join('; ')}` : ''}`
}

/** A shape longer than this many lines is written once; later calls point to it. */
const SHARED_SHAPE_LINES = 8

/** A call's section; `shown` remembers where each long shape was first written. */
function section(call: SiteCall, shown: Map<string, SiteCall>): string {
  const shape = (title: string, schema: z.ZodType, io: 'input' | 'output') => {
    const text = typeOf(schema, io)
    const first = shown.get(text)
    if (first) return `${title}: as [\`${first.method} ${first.path}\`](#${anchor(first)}).`
    if (text.split('\n').length > SHARED_SHAPE_LINES) shown.set(text, call)
    return `${title}:\n\n${block(text)}`
  }
  const parts = [`### \`${call.method} ${call.path}\``, call.shared ? `${call.summary} *Shared.*` : call.summary]
  if (call.query) parts.push(shape('Query', call.query, 'input'))
  if (call.body) parts.push(shape('Body', call.body, 'input'))
  parts.push(typeof call.answer === 'string' ? `Answer: ${call.answer}.` : shape('Answer (`data`)', call.answer, 'output'))
  if (call.errors.length)
    parts.push(
      [
        '| status | key | when |',
        '|---|---|---|',
        ...call.errors.map(([status, key, when]) => `| ${status} | \`${key}\` | ${when} |`),
      ].join('\n'),
    )
  return parts.join('\n\n')
}

/** docs/api.md: the intro, an index of the calls, then each call's query, body, answer and errors. */
export function apiReference(calls: readonly SiteCall[]): string {
  const index = [
    '| call | what it does |',
    '|---|---|',
    ...calls.map((call) => `| [\`${call.method} ${call.path}\`](#${anchor(call)}) | ${call.summary} |`),
  ]
  const shown = new Map<string, SiteCall>()
  return [INTRO, '## Calls', index.join('\n'), ...calls.map((call) => section(call, shown))].join('\n\n') + '\n'
}

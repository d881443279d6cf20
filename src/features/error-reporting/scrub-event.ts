import type { Breadcrumb, ErrorEvent } from '@sentry/nextjs'

/** An e-mail address anywhere in a text: customers' addresses appear in messages of failed calls. */
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi

function redact(text: string): string
function redact(text: string | undefined): string | undefined
function redact(text: string | undefined): string | undefined {
  return text?.replace(EMAIL, '[email]')
}

/** What the SDK is told to collect of requests and users: nothing personal (scrubEvent holds it whatever an integration adds). */
export const COLLECT_NOTHING_PERSONAL = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
  databaseQueryData: false,
}

/** An address without its query and fragment: one-time codes, tokens and e-mails travel there. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '')
}

/** A context's texts (Next's names the request's path): addresses without their query, e-mails replaced. */
function scrubContext<C extends object>(context: C): C {
  return Object.fromEntries(
    Object.entries(context).map(([key, value]) => [
      key,
      typeof value === 'string' ? redact(/path|url/i.test(key) ? withoutQuery(value) : value) : value,
    ]),
  ) as C
}

/** A breadcrumb's value: an address or a text (a console call's arguments are a list of them). */
function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') return redact(withoutQuery(value))
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? redact(item) : item)) : value
}

function scrubBreadcrumb(crumb: Breadcrumb): Breadcrumb {
  const data = crumb.data && Object.fromEntries(Object.entries(crumb.data).map(([key, value]) => [key, scrubValue(value)]))
  return { ...crumb, message: redact(crumb.message), data }
}

/**
 * An error event with nothing personal left: no user, no cookies, headers, body or query of the
 * request, addresses (request, contexts, breadcrumbs) without their query, e-mail addresses in
 * texts replaced. The SDK is also
 * told not to collect them (COLLECT_NOTHING_PERSONAL); this holds whatever an integration adds.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event, message: redact(event.message) }
  delete scrubbed.user
  if (event.request) scrubbed.request = { url: event.request.url && withoutQuery(event.request.url), method: event.request.method }
  if (event.exception?.values)
    scrubbed.exception = { ...event.exception, values: event.exception.values.map((value) => ({ ...value, value: redact(value.value) })) }
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb)
  if (event.extra) delete scrubbed.extra
  if (event.contexts)
    scrubbed.contexts = Object.fromEntries(
      Object.entries(event.contexts).map(([name, context]) => [name, context && scrubContext(context)]),
    )
  return scrubbed
}

import { NextResponse, type NextRequest } from 'next/server'
import { ZodError } from 'zod'
import { isDatabaseUnavailable } from '@/lib/database/unavailable'
import { ApiError } from './api-error'
import { checkedRequest } from './checked-request'
import { sharedAnswer } from './shared-answer'
import { SITE_API_MAX_BODY_BYTES } from './request-body'

type Handler<Context> = (request: NextRequest, context: Context) => Promise<unknown>

export type ApiHandlerOptions = {
  /** The call's body limit in bytes (413 past it), SITE_API_MAX_BODY_BYTES unless given; null: the call takes no body and leaves it unread. */
  maxBodyBytes?: number | null
  /** The call's proof is its signed address, not the visitor's cookies: any origin may send it (a mail client's one-click POST). */
  anyOrigin?: boolean
  /** The answer is the same for every caller of its address: shared caches may keep it, with an ETag (`shared-answer.ts`). */
  shared?: boolean
}

/** The seconds a 429 asks the caller to wait (`retryAfter`, or a code's `renewableIn`), for the standard header too. */
function retryAfter(error: ApiError): HeadersInit {
  const seconds = error.extra.retryAfter ?? error.extra.renewableIn
  return error.status === 429 && typeof seconds === 'number' ? { 'Retry-After': String(Math.ceil(seconds)) } : {}
}

/** A site API answer is one caller's (their token, cookies, edition): no shared cache keeps it, unless the call says otherwise. */
export function notStored<T extends Response>(response: T): T {
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-store')
  return response
}

/** The site API's error envelope: the one place an ApiError becomes a response. */
export function envelope(error: ApiError, headers?: HeadersInit): NextResponse {
  return notStored(
    NextResponse.json(
      { key: error.key, message: error.message, extra: error.extra },
      { status: error.status, headers: { ...retryAfter(error), ...Object.fromEntries(new Headers(headers)) } },
    ),
  )
}

/** Refused input is the caller's mistake: one short line in the log, never a stack. */
function refused(request: NextRequest, error: ApiError): NextResponse {
  console.warn(`site API: refused ${request.method} ${request.nextUrl.pathname.slice(0, 200)}: ${error.status} ${error.key}`)
  return envelope(error)
}

/**
 * Wraps a site API route: the URL and body are checked first (`checked-request.ts`); the
 * handler's value becomes `{ data }`; every failure becomes the error envelope, and an
 * unexpected one is logged, never sent with its stack.
 */
export function apiHandler<Context>(handler: Handler<Context>, options: ApiHandlerOptions = {}) {
  return async (request: NextRequest, context: Context): Promise<NextResponse> => {
    let checked: NextRequest | undefined
    try {
      checked = await checkedRequest(request, {
        maxBodyBytes: options.maxBodyBytes === undefined ? SITE_API_MAX_BODY_BYTES : options.maxBodyBytes,
        anyOrigin: options.anyOrigin,
      })
      const data = await handler(checked, context)
      if (data instanceof NextResponse) return notStored(data)
      return options.shared ? sharedAnswer(checked, data) : notStored(NextResponse.json({ data }))
    } catch (error) {
      if (error instanceof ApiError) return checked ? envelope(error) : refused(request, error)
      if (error instanceof ZodError) {
        const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
        return envelope(new ApiError('VALIDATION_ERROR', 'The request is not valid.', { issues }))
      }
      if (isDatabaseUnavailable(error)) {
        // An outage is not a bug of this call: one line, no stack (there are many during one).
        console.warn(
          `site API: database unavailable for ${request.method} ${request.nextUrl.pathname.slice(0, 200)}: ${rootMessage(error)}`,
        )
        return envelope(new ApiError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.'))
      }
      console.error('site API: unexpected error', error)
      return envelope(new ApiError('INTERNAL_ERROR', 'Something went wrong on our side.'))
    }
  }
}

/** The innermost cause's message: the driver's words, without the SQL the query layer wraps them in. */
function rootMessage(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown }
  while (current?.cause) current = current.cause as { message?: unknown; cause?: unknown }
  return String(current?.message ?? error).slice(0, 200)
}

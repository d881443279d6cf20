import { NextResponse, type NextRequest } from 'next/server'
import { ZodError } from 'zod'
import { ApiError } from './api-error'

type Handler<Context> = (request: NextRequest, context: Context) => Promise<unknown>

function envelope(error: ApiError): NextResponse {
  return NextResponse.json({ key: error.key, message: error.message, extra: error.extra }, { status: error.status })
}

/** Postgres and socket errors that mean the database cannot be reached at all. */
function isDatabaseUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code
  return typeof code === 'string' && ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', '57P01', '57P03', '08001', '08006'].includes(code)
}

/**
 * Wraps a site API route: the handler's value becomes `{ data }`; every failure becomes the
 * CONTRACT §4 envelope, and an unexpected one is logged, never sent with its stack.
 */
export function apiHandler<Context>(handler: Handler<Context>) {
  return async (request: NextRequest, context: Context): Promise<NextResponse> => {
    try {
      const data = await handler(request, context)
      return data instanceof NextResponse ? data : NextResponse.json({ data })
    } catch (error) {
      if (error instanceof ApiError) return envelope(error)
      if (error instanceof ZodError) {
        const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
        return envelope(new ApiError('VALIDATION_ERROR', 'The request is not valid.', { issues }))
      }
      if (isDatabaseUnreachable(error)) {
        console.error('site API: database unreachable', error)
        return envelope(new ApiError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.'))
      }
      console.error('site API: unexpected error', error)
      return envelope(new ApiError('INTERNAL_ERROR', 'Something went wrong on our side.'))
    }
  }
}

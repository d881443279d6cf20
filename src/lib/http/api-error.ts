/** The error keys of the site API. */
export type ApiErrorKey =
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE'

const STATUS: Record<ApiErrorKey, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
}

/** The one error type of the site API; `api-handler.ts` turns it into the error envelope. */
export class ApiError extends Error {
  readonly status: number
  constructor(
    readonly key: ApiErrorKey | (string & {}),
    message: string,
    readonly extra: Record<string, unknown> = {},
    status?: number,
  ) {
    super(message)
    this.status = status ?? STATUS[key as ApiErrorKey] ?? 400
  }
}

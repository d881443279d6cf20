/** Socket errors and PostgreSQL codes that mean the database cannot serve us right now. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: the statement timeout cut a statement off
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
])

/** What node-postgres and the CMS adapter say when a connection cannot be had or was lost. */
/** How a caller is told the CMS is not up yet: its start did not reach the database in time. */
export const CMS_NOT_STARTED = 'the CMS did not start'

const UNAVAILABLE_MESSAGES = [
  new RegExp(CMS_NOT_STARTED, 'i'),
  /cannot connect to postgres/i, // the CMS adapter's words for a start that could not connect
  /timeout exceeded when trying to connect/i, // the pool's acquire timeout
  /connection terminated/i,
  /query read timeout/i, // the client-side query timeout
  /cannot begin transaction/i, // the adapter's wrapper around a failed connect
  /cannot use a pool after calling end/i,
]

/**
 * Whether an error (or one of its causes) means the database is unreachable or overloaded,
 * rather than a fault of the request: such a request answers 503, not 500 or 400.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true
    current = cause
  }
  return false
}

/** Next's proxy (middleware) file: the proxy lives in src/proxy/. */
export { proxy } from './proxy/proxy'

// Next reads `config` from this file when building, so it is written here, not re-exported.
export const config = {
  // Pages only (not the admin, the APIs, Next's assets, sign-in and sign-out or files with an extension), and any path
  // with a percent-escape, which may be malformed.
  matcher: ['/((?!admin|api|_next|preview|(?:login|logout)(?:/|$)|.*\\.[a-z0-9]+$).*)', '/(.*%.*)'],
}

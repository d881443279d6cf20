/**
 * A cookie the browser can read, set and cleared with the HttpOnly token cookies: `auth.signed-in=1`.
 * It holds nothing secret; it only tells the page's script that asking `users/me` is worth it, so a
 * signed-out visit makes no call (a 401 would show in the console on every page).
 */
export const SIGNED_IN_MARKER_COOKIE = 'auth.signed-in'

import { SITE_ICON } from '@/lib/brand'

/**
 * Browsers still ask for `/favicon.ico` where a page gives no icon link (a page restored from the
 * history, a file opened directly): they are sent to the site's icon, for a year.
 */
export function GET(request: Request) {
  return new Response(null, {
    status: 308,
    headers: { location: new URL(SITE_ICON, request.url).pathname, 'cache-control': 'public, max-age=31536000' },
  })
}

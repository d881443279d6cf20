import { itineraryMapSvg } from '@/features/maps/itinerary-map'
import { parseMapAddress } from '@/features/maps/map-address'

/**
 * An itinerary's map as an SVG image. The address describes it fully (the stages' coordinates),
 * so the image is the same for ever: cached a year, by browsers and shared caches alike.
 */
export function GET(request: Request) {
  const parsed = parseMapAddress(new URL(request.url).searchParams)
  if ('error' in parsed) {
    return new Response(`Bad map address: ${parsed.error}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return new Response(itineraryMapSvg(parsed.points, parsed.title), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}

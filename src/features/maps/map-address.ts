export type MapPoint = { longitude: number; latitude: number }

/** The map image's size in CSS pixels (its viewBox). */
export const MAP_WIDTH = 800
export const MAP_HEIGHT = 520

/** The image's address: `/maps/itinerary.svg?points=lon,lat;lon,lat`, fully described by its stages. */
export const ITINERARY_MAP_PATH = '/maps/itinerary.svg'
/** More stages than this is no itinerary: the address is refused. */
export const MAX_MAP_POINTS = 40

const round = (value: number) => Math.round(value * 1e4) / 1e4

/** The address of the map of these stages (coordinates to 4 decimals, about 10 m). */
export function itineraryMapAddress(points: MapPoint[], title: string): string {
  const query = new URLSearchParams({
    points: points.map((point) => `${round(point.longitude)},${round(point.latitude)}`).join(';'),
    title,
  })
  return `${ITINERARY_MAP_PATH}?${query}`
}

const NUMBER = /^-?\d{1,3}(\.\d{1,6})?$/

/** The stages an address asks for, or why it is refused. */
export function parseMapAddress(search: URLSearchParams): { points: MapPoint[]; title: string } | { error: string } {
  const raw = search.get('points') ?? ''
  const pairs = raw ? raw.split(';') : []
  if (pairs.length === 0 || pairs.length > MAX_MAP_POINTS)
    return { error: `points: between 1 and ${MAX_MAP_POINTS} "longitude,latitude" pairs` }
  const points: MapPoint[] = []
  for (const pair of pairs) {
    const [longitude, latitude, extra] = pair.split(',')
    if (extra !== undefined || !longitude || !latitude || !NUMBER.test(longitude) || !NUMBER.test(latitude)) {
      return { error: `points: "${pair.slice(0, 40)}" is not "longitude,latitude"` }
    }
    const point = { longitude: Number(longitude), latitude: Number(latitude) }
    if (Math.abs(point.longitude) > 180 || Math.abs(point.latitude) > 85)
      return { error: 'points: longitude within ±180, latitude within ±85' }
    points.push(point)
  }
  const title = (search.get('title') ?? '').replace(/[\u0000-\u001f]/g, ' ').slice(0, 160)
  return { points, title }
}

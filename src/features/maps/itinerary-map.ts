import type { Feature, LineString, Polygon } from 'geojson'
import { geoContains, geoMercator, geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo'
import { escapeXml } from '@/lib/text/escape-xml'
import { MAP_HEIGHT, MAP_WIDTH, type MapPoint } from './map-address'
import { worldCountries } from './world'

/** Room around the stages, in pixels, so markers are never cut at the edge. */
const MAP_PADDING = 48
/** The smallest area shown, in degrees: a one-city trip still shows its country around it. */
const MIN_SPAN_DEGREES = 6
/** Trips spanning more longitude than this are drawn on a world projection, not Mercator. */
const WORLD_SPAN_DEGREES = 100

const COLOURS = {
  sea: '#dbe8f1',
  land: '#eef1ec',
  visited: '#cfe3d6',
  border: '#ffffff',
  route: '#c0392b',
  marker: '#1f2a44',
  label: '#ffffff',
}

/** The box the map must show: the stages' extent, grown to the minimum span around its centre. */
function extentOf(points: MapPoint[]): Feature<Polygon> {
  const longitudes = points.map((point) => point.longitude)
  const latitudes = points.map((point) => point.latitude)
  const grow = (low: number, high: number, limit: number) => {
    const missing = Math.max(0, MIN_SPAN_DEGREES - (high - low)) / 2
    return [Math.max(-limit, low - missing), Math.min(limit, high + missing)] as const
  }
  const [west, east] = grow(Math.min(...longitudes), Math.max(...longitudes), 180)
  const [south, north] = grow(Math.min(...latitudes), Math.max(...latitudes), 85)
  return {
    type: 'Feature',
    properties: {},
    // Counter-clockwise around the box's inside, as d3 reads polygon rings.
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [west, north],
          [east, north],
          [east, south],
          [west, south],
        ],
      ],
    },
  }
}

/** A projection that fits the stages inside the map, clipped to it. */
export function mapProjection(points: MapPoint[]): GeoProjection {
  const span = Math.max(...points.map((point) => point.longitude)) - Math.min(...points.map((point) => point.longitude))
  const projection = span > WORLD_SPAN_DEGREES ? geoNaturalEarth1() : geoMercator()
  return projection
    .fitExtent(
      [
        [MAP_PADDING, MAP_PADDING],
        [MAP_WIDTH - MAP_PADDING, MAP_HEIGHT - MAP_PADDING],
      ],
      extentOf(points),
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ])
}

/**
 * The itinerary as an SVG image drawn from bundled world shapes: the countries in view (those the
 * stages are in, tinted), the route between the stages in order, and a numbered marker per stage.
 * No tiles, no network, no script.
 */
export function itineraryMapSvg(points: MapPoint[], title: string): string {
  const projection = mapProjection(points)
  const path = geoPath(projection).digits(1)
  const countries = worldCountries().flatMap((country) => {
    const d = path(country)
    if (!d) return []
    const visited = points.some((point) => geoContains(country, [point.longitude, point.latitude]))
    return [`<path d="${d}" fill="${visited ? COLOURS.visited : COLOURS.land}"/>`]
  })
  const route: Feature<LineString> = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates: points.map((point) => [point.longitude, point.latitude]) },
  }
  const line = points.length > 1 ? path(route) : null
  const markers = points.map((point, index) => {
    const [x, y] = (projection([point.longitude, point.latitude]) ?? [0, 0]).map((value) => Math.round(value * 10) / 10)
    return `<g transform="translate(${x} ${y})"><circle r="12" fill="${COLOURS.marker}" stroke="${COLOURS.label}" stroke-width="2"/><text y="4.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" font-weight="700" fill="${COLOURS.label}">${index + 1}</text></g>`
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${COLOURS.sea}"/>`,
    `<g stroke="${COLOURS.border}" stroke-width="0.8" stroke-linejoin="round">${countries.join('')}</g>`,
    line
      ? `<path d="${line}" fill="none" stroke="${COLOURS.route}" stroke-width="3" stroke-dasharray="8 6" stroke-linecap="round" stroke-linejoin="round"/>`
      : '',
    markers.join(''),
    '</svg>',
  ].join('')
}

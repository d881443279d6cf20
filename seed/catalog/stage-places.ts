import type { Feature, MultiPolygon, Polygon, Position } from 'geojson'
import { geoArea, geoBounds, geoContains } from 'd3-geo'
import { worldCountries } from '../../src/features/maps/world'
import { COUNTRIES } from './countries'
import type { Random } from './random'

/** Natural Earth's names where they differ from the English names `Intl.DisplayNames` gives. */
const SHAPE_NAMES: Record<string, string> = { TR: 'Turkey', CV: 'Cabo Verde', US: 'United States of America', PF: 'Fr. Polynesia' }
/** How far, in degrees, the next stage may lie from the previous one. */
const STAGE_STEP_DEGREES = 2.5
const ATTEMPTS = 200

const englishNames = new Intl.DisplayNames('en', { type: 'region' })

/** A country's main land mass (its largest polygon: France without Guiana, the US without Alaska). */
export function mainLand(alpha3: string): Feature<Polygon> {
  const alpha2 = COUNTRIES.find((country) => country[1] === alpha3)?.[0]
  const name = alpha2 ? (SHAPE_NAMES[alpha2] ?? englishNames.of(alpha2)) : undefined
  const shape = worldCountries().find((country) => country.properties.name === name)
  if (!shape) throw new Error(`No world shape for ${alpha3}`)
  const geometry = shape.geometry as Polygon | MultiPolygon
  const polygons: Position[][][] = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  const largest = polygons
    .map((coordinates): Feature<Polygon> => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates } }))
    .sort((a, b) => geoArea(b) - geoArea(a))[0]!
  return largest
}

/** A point inside `land`, near `near` when one is given and such a point is found. */
function pointInside(random: Random, land: Feature<Polygon>, near?: [number, number]): [number, number] {
  const [[west, south], [east, north]] = geoBounds(land)
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const candidate: [number, number] =
      near && attempt < ATTEMPTS / 2
        ? [near[0] + (random.next() * 2 - 1) * STAGE_STEP_DEGREES, near[1] + (random.next() * 2 - 1) * STAGE_STEP_DEGREES]
        : [west + random.next() * (east - west), south + random.next() * (north - south)]
    if (geoContains(land, candidate)) return candidate
  }
  // A sliver of land the samples missed: its first vertex is on it.
  const [longitude, latitude] = land.geometry.coordinates[0]![0]!
  return [longitude!, latitude!]
}

/** `count` stage positions across a country's main land, each a short hop from the one before. */
export function stagePositions(random: Random, alpha3: string, count: number): Array<{ longitude: number; latitude: number }> {
  const land = mainLand(alpha3)
  const positions: Array<[number, number]> = []
  for (let index = 0; index < count; index++) positions.push(pointInside(random, land, positions[index - 1]))
  return positions.map(([longitude, latitude]) => ({
    longitude: Math.round(longitude * 1e4) / 1e4,
    latitude: Math.round(latitude * 1e4) / 1e4,
  }))
}

import { geoContains } from 'd3-geo'
import { describe, expect, it } from 'vitest'
import { itineraryMapSvg, mapProjection } from '@/features/maps/itinerary-map'
import { itineraryMapAddress, MAP_HEIGHT, MAP_WIDTH, MAX_MAP_POINTS, parseMapAddress } from '@/features/maps/map-address'
import { worldCountries } from '@/features/maps/world'

const ROME = { longitude: 12.4964, latitude: 41.9028 }
const FLORENCE = { longitude: 11.2558, latitude: 43.7696 }
const TOKYO = { longitude: 139.6917, latitude: 35.6895 }
const LIMA = { longitude: -77.0428, latitude: -12.0464 }

const country = (name: string) => worldCountries().find((entry) => entry.properties.name === name)!

describe('itinerary map', () => {
  it('places a stage inside its own country, inside the picture', () => {
    expect(geoContains(country('Italy'), [ROME.longitude, ROME.latitude])).toBe(true)
    expect(geoContains(country('France'), [ROME.longitude, ROME.latitude])).toBe(false)
    for (const points of [[ROME, FLORENCE], [ROME], [ROME, TOKYO, LIMA]]) {
      const projection = mapProjection(points)
      for (const point of points) {
        const [x, y] = projection([point.longitude, point.latitude])!
        expect(x).toBeGreaterThan(0)
        expect(x).toBeLessThan(MAP_WIDTH)
        expect(y).toBeGreaterThan(0)
        expect(y).toBeLessThan(MAP_HEIGHT)
      }
    }
  })

  it('draws the countries in view, tints the visited one, numbers the stages in order', () => {
    const svg = itineraryMapSvg([ROME, FLORENCE], 'Rome & <Florence>')
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 520"/)
    expect(svg).toContain('<title>Rome &amp; &lt;Florence&gt;</title>')
    // Italy tinted; its neighbours in view drawn plain.
    expect(svg.match(/fill="#cfe3d6"/g)).toHaveLength(1)
    expect(svg.match(/fill="#eef1ec"/g)!.length).toBeGreaterThan(3)
    expect([...svg.matchAll(/<text [^>]*>(\d+)<\/text>/g)].map((match) => match[1])).toEqual(['1', '2'])
    expect(svg).toContain('stroke-dasharray')
    // A one-stage trip has a marker and no route.
    expect(itineraryMapSvg([ROME], 'Rome')).not.toContain('stroke-dasharray')
  })

  it('an address describes the map fully and is read back; bad ones are refused', () => {
    const address = itineraryMapAddress([ROME, { longitude: 11.255812345, latitude: 43.7696 }], 'Italia')
    const parsed = parseMapAddress(new URL(address, 'http://site').searchParams)
    expect(parsed).toEqual({ points: [ROME, { longitude: 11.2558, latitude: 43.7696 }], title: 'Italia' })
    const refused = (points: string) => 'error' in parseMapAddress(new URLSearchParams({ points }))
    expect(refused('')).toBe(true)
    expect(refused('12.5')).toBe(true)
    expect(refused('12.5,41.9,3')).toBe(true)
    expect(refused('200,41.9')).toBe(true)
    expect(refused('12.5,89')).toBe(true)
    expect(refused('1e3,2')).toBe(true)
    expect(refused('12.5,41.9\u0000')).toBe(true)
    expect(refused(Array.from({ length: MAX_MAP_POINTS + 1 }, () => '1,1').join(';'))).toBe(true)
    expect(refused(Array.from({ length: MAX_MAP_POINTS }, () => '1,1').join(';'))).toBe(false)
  })
})

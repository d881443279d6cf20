import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import world from 'world-atlas/countries-50m.json' with { type: 'json' }

export type Country = Feature<Geometry, { name: string }>

let countries: Country[] | null = null

/** The world's countries (Natural Earth, 1:50m), converted once per process. */
export function worldCountries(): Country[] {
  if (!countries) {
    // TypeScript types the JSON file by its literal shape; TopoJSON's type is what it is.
    const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>
    countries = (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features
  }
  return countries
}

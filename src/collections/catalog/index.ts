import type { CollectionConfig } from 'payload'
import { Continents } from './continents'
import { Coordinators } from './coordinators'
import { Destinations } from './destinations'
import { Periods } from './periods'
import { Badges, CostCenters, TravelStyles, TravelTypes } from './taxonomies'
import { Tours } from './tours'
import { Travels } from './travels'

/** The travel catalog, in the order the admin lists it. */
export const catalogCollections: CollectionConfig[] = [Travels, Tours, Destinations, Continents, Badges, TravelStyles, TravelTypes, CostCenters, Periods, Coordinators]

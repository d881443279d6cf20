import type { CollectionConfig } from 'payload'
import { markCatalogChanged } from '@/features/catalog/search/snapshot-store'
import { Continents } from './continents'
import { Coordinators } from './coordinators'
import { Destinations } from './destinations'
import { Periods } from './periods'
import { Badges, CostCenters, TravelStyles, TravelTypes } from './taxonomies'
import { Tours } from './tours'
import { Travels } from './travels'

/** Every saved or deleted catalog document makes this process read the catalog again before its next search. */
function refreshesSearch(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ({ doc }) => (markCatalogChanged(), doc)],
      afterDelete: [...(hooks.afterDelete ?? []), () => markCatalogChanged()],
    },
  }
}

/** The travel catalog, in the order the admin lists it. */
export const catalogCollections: CollectionConfig[] = [Travels, Tours, Destinations, Continents, Badges, TravelStyles, TravelTypes, CostCenters, Periods, Coordinators].map(refreshesSearch)

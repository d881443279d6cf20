import type { CollectionConfig } from 'payload'
import { markCatalogChanged } from '@/features/catalog/search/snapshot-store'
import { expireTags } from '@/lib/cache/revalidate'
import { proxyServices } from '@/runtime/proxy-services/registry'
import { catalogChangeTags } from './catalog-change-tags'
import { Continents } from './continents'
import { Coordinators } from './coordinators'
import { Destinations } from './destinations'
import { Periods } from './periods'
import { Badges, CostCenters, TravelStyles, TravelTypes } from './taxonomies'
import { Tours } from './tours'
import { Travels } from './travels'

/**
 * Every saved or deleted catalog document makes this process read the catalog again before its
 * next search, and expires the cached pages that show it.
 */
function refreshesSearch(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, previousDoc, operation, context }) => {
          markCatalogChanged()
          proxyServices()?.forgetAddresses()
          if (!context.disableRevalidate)
            await expireTags(catalogChangeTags(collection.slug, doc, operation === 'create' ? null : previousDoc))
          return doc
        },
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ doc, context }) => {
          markCatalogChanged()
          proxyServices()?.forgetAddresses()
          if (!context.disableRevalidate) await expireTags(catalogChangeTags(collection.slug, null, doc))
        },
      ],
    },
  }
}

/** The travel catalog, in the order the admin lists it. */
export const catalogCollections: CollectionConfig[] = [
  Travels,
  Tours,
  Destinations,
  Continents,
  Badges,
  TravelStyles,
  TravelTypes,
  CostCenters,
  Periods,
  Coordinators,
].map(refreshesSearch)

/** Reviews live beside the catalog but never change a search: they expire their travel's pages only. */
export { Reviews } from './reviews'

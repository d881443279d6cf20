import type { CollectionConfig } from 'payload'
import { afterCommit } from '@/lib/database/checked-commits'
import { catalogChanged } from '@/lib/events/catalog-changed'
import { catalogChangeTags } from './catalog-change-tags'
import { Continents } from './continents'
import { Coordinators } from './coordinators'
import { Destinations } from './destinations'
import { Periods } from './periods'
import { Badges, CostCenters, TravelStyles, TravelTypes } from './taxonomies'
import { Tours } from './tours'
import { Travels } from './travels'

/**
 * Every saved or deleted catalog document is told as one catalog change, with the page cache tags
 * it expires: the search reads the catalog again, the proxy looks addresses up again, the cached
 * pages that show it expire (their listeners are registered where the server starts). It is told
 * once the write is committed, so that what the listeners read again is the new catalog.
 */
function tellsChanges(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, previousDoc, operation, req, context }) => {
          const tags = context.disableRevalidate ? [] : catalogChangeTags(collection.slug, doc, operation === 'create' ? null : previousDoc)
          await afterCommit(req, () => catalogChanged({ collection: collection.slug, tags }))
          return doc
        },
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ doc, req, context }) => {
          const tags = context.disableRevalidate ? [] : catalogChangeTags(collection.slug, null, doc)
          await afterCommit(req, () => catalogChanged({ collection: collection.slug, tags }))
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
].map(tellsChanges)

/** Reviews live beside the catalog but never change a search: they expire their travel's pages only. */
export { Reviews } from './reviews'

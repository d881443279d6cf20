import type { FixedRouteName } from './types'

const travelsListing = { blockType: 'listing', tab: 'travels', showTabs: true, showFilters: true, preset: { perPage: 20 } }

/**
 * Catalog blocks under the text of the routes that list travels: all travels, the confirmed
 * departures, and each area page (its continent comes from the route).
 */
export const CATALOG_BLOCKS: Partial<Record<FixedRouteName, unknown[]>> = {
  travels: [travelsListing],
  tours: [{ blockType: 'listing', tab: 'tours', showTabs: false, showFilters: true, preset: { statuses: ['CONFIRMED', 'ALMOST_FULL'], sort: 'date:asc', perPage: 20 } }],
  'area-asia': [travelsListing],
  'area-europe': [travelsListing],
  'area-america': [travelsListing],
  'area-africa': [travelsListing],
  'area-oceania': [travelsListing],
  'area-antarctica': [travelsListing],
}

/**
 * Cache tags of pages that show the catalog. A travel's or tour's edit expires its travel's
 * pages and every list; only a change of address or sale (slug, publication) touches the
 * travel addresses that answered 404. A coordinator's edit expires the pages that show them.
 */
export const catalogTags = {
  /** Every page showing catalog data (names of places, styles, badges appear on all of them). */
  all: 'catalog',
  /** The travel's page, its tours' and itinerary's, and any block showing that travel alone. */
  travel: (id: number | string) => `travel:${id}`,
  /** Lists of travels or tours (listings, top sellers, calendars not tied to one travel). */
  lists: 'catalog-lists',
  /** A coordinator's page and the pages of the travels they lead (their name, picture, address). */
  coordinator: (id: number | string) => `coordinator:${id}`,
  /** The list of coordinators, and coordinator addresses that led nowhere (a new coordinator or slug may give them a page). */
  coordinators: 'coordinators',
  /** The site's rating (the review badge on every page) and the reviews page: any review's save. */
  reviews: 'reviews',
  /** Travel and tour addresses that led nowhere: a new slug or a publication may give them a page. */
  missingAddresses: 'travel-addresses-missing',
}

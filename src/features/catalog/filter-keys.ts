/**
 * The keys of a filter set, without the schema: browser code parses addresses with
 * them and leaves validation to the catalog API. A test keeps them equal to `filterSchema`'s.
 */
export const FILTER_KEYS = [
  'durations',
  'priceFrom',
  'priceTo',
  'ageBadge',
  'discounted',
  'onOffer',
  'isNoSharingRoomAvailable',
  'badgeId',
  'travelStyles',
  'status',
  'travelTypes',
  'costCenters',
  'durationFrom',
  'durationTo',
  'textSearch',
  'dateFrom',
  'dateTo',
  'dateRanges',
  'sort',
  'travelId',
  'hasTours',
  'show',
  'page',
  'perPage',
  'tab',
  'daysSpan',
  'continentId',
  'destinationId',
] as const

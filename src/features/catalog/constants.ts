/** Catalog limits and defaults: the listing's defaults and the API's own bounds. */
export const DEFAULT_PAGE = 1
export const DEFAULT_PER_PAGE = 20
export const MAX_PER_PAGE = 100
/** Unpaginated calls (`POST /travels`, `/tours`) answer at most `show` items. */
export const DEFAULT_SHOW = 100
export const MAX_SHOW = 500
export const MAX_PAGE = 10_000
export const MAX_LIST_ITEMS = 50
export const MAX_TEXT_SEARCH_LENGTH = 100
/** Flexible dates: a search range widened by up to this many days on each side. */
export const MAX_DAYS_SPAN = 30
/** `dateRanges[]`: a search asks for departures in at most this many ranges of days (the search bar's chosen periods). */
export const MAX_DATE_RANGES = 24
export const MAX_PRICE_MINOR = 100_000_000
export const MAX_DURATION_DAYS = 365

/** Age groups a tour is for (the age-groups page explains them). */
export const AGE_BADGES = ['25-35', '35-49'] as const
export type AgeBadge = (typeof AGE_BADGES)[number]

export const LISTING_TABS = ['travels', 'tours'] as const

/** The categories a travel's questions are filed under. */
export const TRAVEL_FAQ_CATEGORIES = ['general', 'itinerary', 'destination'] as const
export type TravelFaqCategory = (typeof TRAVEL_FAQ_CATEGORIES)[number]

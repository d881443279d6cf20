/** The continent codes, one per area page of the route table. */
export const CONTINENT_CODES = ['europe', 'asia', 'africa', 'america', 'oceania', 'antarctica'] as const
export type ContinentCode = (typeof CONTINENT_CODES)[number]

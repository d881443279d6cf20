/**
 * Where the flight lookup sends a traveller: `FLIGHT_SEARCH_URL`, a template whose `{origin}`,
 * `{destination}`, `{departure}` and `{return}` (days as YYYY-MM-DD) are filled in, encoded.
 */
export const DEFAULT_FLIGHT_SEARCH_URL =
  'https://www.google.com/travel/flights?q=Flights%20from%20{origin}%20to%20{destination}%20on%20{departure}%20through%20{return}'

export type FlightSearch = { origin: string; destination: string; departure: string; return: string }

export function flightSearchUrl(search: FlightSearch, template = process.env.FLIGHT_SEARCH_URL || DEFAULT_FLIGHT_SEARCH_URL): string {
  return template.replace(/\{(origin|destination|departure|return)\}/g, (_, key: keyof FlightSearch) => encodeURIComponent(search[key]))
}

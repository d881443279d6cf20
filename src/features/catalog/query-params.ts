import { FILTER_KEYS } from './filter-keys'

const BOOLEAN_KEYS = new Set(['discounted', 'onOffer', 'isNoSharingRoomAvailable', 'hasTours'])
const INTEGER_KEYS = new Set(['daysSpan', 'priceFrom', 'priceTo', 'durationFrom', 'durationTo', 'page', 'perPage', 'show'])
const LIST_KEYS = new Set([
  'durations',
  'badgeId',
  'travelStyles',
  'status',
  'travelTypes',
  'costCenters',
  'travelId',
  'continentId',
  'destinationId',
  'dateRanges',
])
const KNOWN_KEYS = new Set<string>(FILTER_KEYS)

type QueryValue = string | string[] | undefined
type ParsedValue = string | number | boolean | string[]

/**
 * An address's query as a filter set: booleans only from the string `true`, integer
 * keys as integers, a single value of a list key wrapped in a list (`status` and `status[]` both
 * work), empty values and unknown keys dropped. What it returns still goes through `filterSchema`.
 */
export function parseFilterQuery(query: URLSearchParams | Record<string, QueryValue>): Record<string, ParsedValue> {
  const entries = query instanceof URLSearchParams ? groupParams(query) : Object.entries(query)
  const parsed: Record<string, ParsedValue> = {}
  for (const [rawKey, rawValue] of entries) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey
    if (!KNOWN_KEYS.has(key) || rawValue === undefined) continue
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).filter((value) => value !== '')
    if (values.length === 0) continue
    if (LIST_KEYS.has(key)) parsed[key] = [...((parsed[key] as string[] | undefined) ?? []), ...values]
    else if (BOOLEAN_KEYS.has(key)) parsed[key] = values[0] === 'true'
    else if (INTEGER_KEYS.has(key)) parsed[key] = toInteger(values[0]!)
    else parsed[key] = values[0]!
  }
  return parsed
}

/** A whole number stays a number; anything else is kept as text for the schema to refuse. */
function toInteger(value: string): number | string {
  return /^-?\d+$/.test(value.trim()) ? Number.parseInt(value, 10) : value
}

function groupParams(params: URLSearchParams): Array<[string, string[]]> {
  const grouped = new Map<string, string[]>()
  for (const [key, value] of params) grouped.set(key, [...(grouped.get(key) ?? []), value])
  return [...grouped]
}

import type { EditionCode } from '@/editions/editions'
import { messagesFor } from '@/editions/messages'

/** What the closed bar, the recent searches and a results page's summary show: the panel's other texts load with it. */
const CLOSED_SEARCH_KEYS = [
  'title',
  'where',
  'wherePlaceholder',
  'when',
  'anyDate',
  'anyDestination',
  'search',
  'recent',
  'editSearch',
] as const

/** The search texts a page's search bar needs before it opens, as an island's own messages. */
export function closedSearchTexts(edition: EditionCode) {
  const search = messagesFor(edition).search
  return { search: Object.fromEntries(CLOSED_SEARCH_KEYS.map((key) => [key, search[key]])) }
}

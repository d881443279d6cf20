import type { Language } from '@/editions/editions'
import { parseItalianRequest, type ParsedRequest, type SearchVocabulary } from './parse-request'

/** Reads a request in one language against the catalogue's vocabulary; dates count from `today` (YYYY-MM-DD). */
export type RequestReader = (text: string, vocabulary: SearchVocabulary, today: string) => ParsedRequest

/**
 * The readers by language: Italian, the one edition with the search in plain words. Another
 * language, or a model-backed reader, goes here under the same signature.
 */
export const REQUEST_READERS: Partial<Record<Language, RequestReader>> = { it: parseItalianRequest }

import { textPageContent, type LocalizedContent } from '../pages'
import { FIXED_PAGES } from './fixed-pages'
import type { FixedRouteName, SeedLanguage } from './types'

type PageRoute = Exclude<FixedRouteName, 'index'>

/**
 * Pages whose content is more than a title and paragraphs (sections, questions, contact details):
 * each builds its blocks in a language. The others are `FIXED_PAGES` as one rich-text block.
 */
const COMPOSED_PAGES: Partial<Record<PageRoute, (language: SeedLanguage) => LocalizedContent>> = {}

/** The demo content of a fixed route's page in a language, before the catalog blocks it shows. */
export function fixedPageContent(routingKey: PageRoute, language: SeedLanguage): LocalizedContent {
  return COMPOSED_PAGES[routingKey]?.(language) ?? textPageContent(FIXED_PAGES[routingKey][language])
}

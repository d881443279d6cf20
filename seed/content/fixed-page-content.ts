import { textPageContent, type LocalizedContent } from '../pages'
import { FIXED_PAGES } from './fixed-pages'
import { CANCELLATION_POLICY } from './legal/cancellation'
import { legalPageContent } from './legal/legal-page'
import { PRIVACY_POLICY } from './legal/privacy'
import type { FixedRouteName, SeedLanguage } from './types'

type PageRoute = Exclude<FixedRouteName, 'index'>

/**
 * Pages whose content is more than a title and paragraphs (sections, questions, contact details):
 * each builds its blocks in a language. The others are `FIXED_PAGES` as one rich-text block.
 */
const COMPOSED_PAGES: Partial<Record<PageRoute, (language: SeedLanguage) => LocalizedContent>> = {
  'legal-privacy-policy': (language) => legalPageContent(PRIVACY_POLICY[language], language),
  'legal-cancellation-policy': (language) => legalPageContent(CANCELLATION_POLICY[language], language),
}

/** The demo content of a fixed route's page in a language, before the catalog blocks it shows. */
export function fixedPageContent(routingKey: PageRoute, language: SeedLanguage): LocalizedContent {
  const composed = COMPOSED_PAGES[routingKey]
  if (composed) return composed(language)
  const copy = FIXED_PAGES[routingKey]
  if (!copy) throw new Error(`No demo content for the page of the route ${routingKey}`)
  return textPageContent(copy[language])
}

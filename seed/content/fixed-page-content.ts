import { textPageContent, type LocalizedContent } from '../pages'
import { faqPage } from './faq'
import { FIXED_PAGES } from './fixed-pages'
import { CANCELLATION_POLICY } from './legal/cancellation'
import { GENERAL_CONDITIONS } from './legal/general-conditions'
import { legalPageContent } from './legal/legal-page'
import { PRIVACY_POLICY } from './legal/privacy'
import { TERMS } from './legal/terms'
import type { FixedRouteName, SeedLanguage } from './types'

type PageRoute = Exclude<FixedRouteName, 'index'>
type TextPageRoute = keyof typeof FIXED_PAGES
type PageBuilder = (language: SeedLanguage) => LocalizedContent

/**
 * Pages whose content is more than a title and paragraphs (sections, questions, contact details):
 * each builds its blocks in a language. The others are `FIXED_PAGES` as one rich-text block; a route
 * without text there must be built here, or this does not compile.
 */
const COMPOSED_PAGES: Record<Exclude<PageRoute, TextPageRoute>, PageBuilder> & Partial<Record<TextPageRoute, PageBuilder>> = {
  faqs: faqPage,
  'legal-terms-conditions': (language) => legalPageContent(TERMS[language], language),
  'legal-general-condition': (language) => legalPageContent(GENERAL_CONDITIONS[language], language),
  'legal-privacy-policy': (language) => legalPageContent(PRIVACY_POLICY[language], language),
  'legal-cancellation-policy': (language) => legalPageContent(CANCELLATION_POLICY[language], language),
}

const isTextPageRoute = (routingKey: PageRoute): routingKey is TextPageRoute => routingKey in FIXED_PAGES

/** The demo content of a fixed route's page in a language, before the catalog blocks it shows. */
export function fixedPageContent(routingKey: PageRoute, language: SeedLanguage): LocalizedContent {
  const composed: PageBuilder | undefined = COMPOSED_PAGES[routingKey]
  if (composed) return composed(language)
  if (isTextPageRoute(routingKey)) return textPageContent(FIXED_PAGES[routingKey][language])
  throw new Error(`No demo content for the page of the fixed route ${routingKey}`)
}

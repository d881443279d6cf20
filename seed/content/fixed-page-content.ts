import { textPageContent, type LocalizedContent } from '../pages'
import { FIXED_PAGES } from './fixed-pages'
import { ageGroupsPage } from './info/age-groups'
import { contactsPage } from './info/contacts'
import { coordinatorsPage } from './info/coordinators'
import { howItWorksPage } from './info/how-it-works'
import { noSharingRoomPage } from './info/no-sharing-room'
import { ourValuesPage } from './info/our-values'
import type { FixedRouteName, SeedEdition, SeedLanguage } from './types'

type PageRoute = Exclude<FixedRouteName, 'index'>

/**
 * Pages whose content is more than a title and paragraphs (sections, questions, contact details):
 * each builds its blocks in a language (and, for what differs per edition such as phones, an edition).
 * The others are `FIXED_PAGES` as one rich-text block.
 */
const COMPOSED_PAGES: Partial<Record<PageRoute, (language: SeedLanguage, edition: SeedEdition) => LocalizedContent>> = {
  contacts: contactsPage,
  'how-it-works': howItWorksPage,
  'age-groups': ageGroupsPage,
  'no-sharing-room': noSharingRoomPage,
  coordinators: coordinatorsPage,
  'our-values': ourValuesPage,
}

/** The demo content of a fixed route's page in a language and edition, before the catalog blocks it shows. */
export function fixedPageContent(routingKey: PageRoute, language: SeedLanguage, edition: SeedEdition): LocalizedContent {
  const composed = COMPOSED_PAGES[routingKey]
  if (composed) return composed(language, edition)
  const copy = FIXED_PAGES[routingKey]
  if (!copy) throw new Error(`No demo content for the page of route ${routingKey}`)
  return textPageContent(copy[language])
}

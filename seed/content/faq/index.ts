import { heading, paragraph, paragraphs, richText } from '../../lexical'
import type { LocalizedContent } from '../../pages'
import type { Localized, SeedLanguage } from '../types'
import { FAQ_DE } from './de'
import { FAQ_EN } from './en'
import { FAQ_ES } from './es'
import { FAQ_FR } from './fr'
import { FAQ_IT } from './it'
import { FAQ_CATEGORIES, type FaqCopy } from './types'

export const FAQ_COPY: Localized<FaqCopy> = { it: FAQ_IT, en: FAQ_EN, es: FAQ_ES, fr: FAQ_FR, de: FAQ_DE }

/** The FAQ page: its title and lead as text, then the questions by category (the block adds FAQPage structured data). */
export function faqPage(language: SeedLanguage): LocalizedContent {
  const copy = FAQ_COPY[language]
  return {
    title: copy.title,
    blocks: [
      { blockType: 'richText', width: 'text', content: richText(heading('h2', copy.title), paragraph(copy.lead)) },
      {
        blockType: 'faq',
        source: 'page',
        categories: FAQ_CATEGORIES.map((category) => ({
          name: copy.categories[category].name,
          items: copy.categories[category].items.map(([question, answer]) => ({ question, answer: paragraphs(answer) })),
        })),
      },
    ],
  }
}

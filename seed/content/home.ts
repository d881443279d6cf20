import { defaultEdition } from '../../src/editions/edition'
import { href } from '../../src/editions/href'
import { bulletList, heading, link, paragraph, paragraphs, richText } from '../lexical'
import { HOME_COPY } from './home-copy'
import type { SeedEdition, SeedLanguage } from './types'

export type SeedImages = Record<'hero' | 'asia' | 'europe' | 'america' | 'africa' | 'oceania' | 'antarctica', number>

/**
 * The home page of an edition: the cover and search, what sells (top sellers, the next confirmed
 * departures, the travellers' rating), why travel with us, questions, the newsletter. The
 * continents are a click away in the header's menu: the page's weight goes to what sells.
 */
export function homePage(language: SeedLanguage, edition: SeedEdition, images: SeedImages) {
  const copy = HOME_COPY[language]
  return {
    title: copy.title,
    blocks: [
      {
        blockType: 'hero' as const,
        title: copy.heroTitle,
        subtitle: copy.heroSubtitle,
        image: images.hero,
        callToAction: { label: copy.heroCta, url: href('travels', {}, defaultEdition(edition)) },
        height: 'large' as const,
      },
      { blockType: 'searchBar' as const, showRecent: true },
      {
        blockType: 'listing' as const,
        title: copy.topSellersTitle,
        tab: 'travels' as const,
        showTabs: false,
        showFilters: false,
        layout: 'carousel' as const,
        ranking: 'topSellers' as const,
        limit: 4,
      },
      {
        blockType: 'listing' as const,
        title: copy.departuresTitle,
        tab: 'tours' as const,
        showTabs: false,
        showFilters: false,
        layout: 'carousel' as const,
        ranking: 'preset' as const,
        limit: 4,
        preset: { statuses: ['CONFIRMED' as const, 'ALMOST_FULL' as const], sort: 'date:asc' as const },
      },
      { blockType: 'travelReviews' as const, title: copy.reviewsTitle },
      {
        blockType: 'richText' as const,
        width: 'text' as const,
        content: richText(
          heading('h2', copy.introTitle),
          paragraph(copy.intro),
          bulletList(copy.bullets),
          paragraph(link(copy.more, href('how-it-works', {}, defaultEdition(edition)))),
        ),
      },
      {
        blockType: 'faq' as const,
        title: copy.faqTitle,
        categories: copy.faq.map(([name, items]) => ({
          name,
          items: items.map(([question, answer]) => ({ question, answer: paragraphs(answer) })),
        })),
      },
      { blockType: 'newsletter' as const, title: copy.newsletterTitle, text: copy.newsletterText },
    ],
  }
}

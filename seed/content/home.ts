import { defaultEdition } from '../../src/editions/edition'
import { href } from '../../src/editions/href'
import { bulletList, heading, link, paragraph, paragraphs, richText } from '../lexical'
import { HOME_COPY } from './home-copy'
import type { SeedEdition, SeedLanguage } from './types'

export type SeedImages = Record<'hero' | 'asia' | 'europe' | 'america' | 'africa' | 'oceania' | 'antarctica', number>

const AREAS = ['asia', 'europe', 'america', 'africa', 'oceania', 'antarctica'] as const

/** The home page of an edition, using every block type. */
export function homePage(language: SeedLanguage, edition: SeedEdition, images: SeedImages) {
  const copy = HOME_COPY[language]
  const areaSlides = (withLinks: boolean) =>
    AREAS.map((area) => ({
      image: images[area],
      title: copy.areas[area][0],
      text: copy.areas[area][1],
      linkUrl: withLinks ? href(`area-${area}`, {}, defaultEdition(edition)) : undefined,
      linkLabel: withLinks ? copy.discover : undefined,
    }))
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
        blockType: 'richText' as const,
        width: 'text' as const,
        content: richText(
          heading('h2', copy.introTitle),
          paragraph(copy.intro),
          bulletList(copy.bullets),
          paragraph(link(copy.more, href('how-it-works', {}, defaultEdition(edition)))),
        ),
      },
      { blockType: 'carousel' as const, title: copy.carouselTitle, type: 'carousel' as const, itemsPerView: 4, slides: areaSlides(true) },
      {
        blockType: 'faq' as const,
        title: copy.faqTitle,
        categories: copy.faq.map(([name, items]) => ({
          name,
          items: items.map(([question, answer]) => ({ question, answer: paragraphs(answer) })),
        })),
      },
      { blockType: 'html' as const, html: copy.htmlNote },
      {
        blockType: 'carousel' as const,
        title: copy.listTitle,
        type: 'list' as const,
        itemsPerView: 3,
        slides: areaSlides(false).slice(0, 3),
      },
    ],
  }
}

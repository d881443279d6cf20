import { href } from '../../src/editions/href'
import { bulletList, heading, link, paragraph, paragraphs, richText } from '../lexical'
import type { SeedLanguage } from './types'

export type SeedImages = Record<'hero' | 'asia' | 'europe' | 'america' | 'africa' | 'oceania' | 'antarctica', number>

const AREAS = ['asia', 'europe', 'america', 'africa', 'oceania', 'antarctica'] as const

const COPY = {
  it: {
    title: 'Viaggi di gruppo nel mondo',
    heroTitle: 'Il mondo è più bello in compagnia',
    heroSubtitle: 'Viaggi in piccoli gruppi con un coordinatore, in più di 100 paesi.',
    heroCta: 'Scopri i viaggi',
    introTitle: 'Perché viaggiare con noi',
    intro: 'Gruppi di circa 11 persone della tua età, un coordinatore che conosce la destinazione e itinerari pensati per vivere i luoghi, non solo vederli.',
    bullets: ['Cancellazione gratuita fino a 31 giorni prima', 'Assicurazione medica e bagaglio sempre inclusa', 'Camera privata gratuita se prenoti in due'],
    more: 'Scopri come funziona',
    carouselTitle: 'Dove vuoi andare?',
    areas: {
      asia: ['Asia', 'Templi, street food e isole tropicali.'],
      europe: ['Europa', 'Capitali, fiordi e isole a poche ore da casa.'],
      america: ['America', 'Dalla Patagonia ai grandi parchi del nord.'],
      africa: ['Africa', 'Safari, deserti e spiagge dell’oceano Indiano.'],
      oceania: ['Oceania', 'Barriera corallina e vulcani agli antipodi.'],
      antarctica: ['Antartide', 'Ghiacci, pinguini e balene.'],
    },
    discover: 'Scopri',
    faqTitle: 'Domande frequenti',
    faq: [
      ['Prenotazione', [
        ['Quanto devo pagare per prenotare?', 'Basta un acconto di circa 100 euro; il saldo si paga 31 giorni prima della partenza.'],
        ['Posso viaggiare da solo?', 'Certo: la maggior parte dei nostri viaggiatori parte da sola e trova il gruppo sul posto.'],
      ]],
      ['In viaggio', [
        ['Quante persone ci sono in un gruppo?', 'In media 11 persone, con un coordinatore che accompagna il gruppo per tutto il viaggio.'],
        ['L’assicurazione è inclusa?', 'Sì, l’assicurazione medica e bagaglio è sempre inclusa nel prezzo.'],
      ]],
    ],
    htmlNote: '<h2>Iscriviti alla newsletter</h2><p>Ogni settimana nuove partenze, offerte e storie dalla community. <strong>Niente spam</strong>, promesso.</p>',
    listTitle: 'Ispirazioni per il prossimo viaggio',
  },
  en: {
    title: 'Group trips around the world',
    heroTitle: 'The world is better together',
    heroSubtitle: 'Small-group trips with a coordinator, in more than 100 countries.',
    heroCta: 'Explore trips',
    introTitle: 'Why travel with us',
    intro: 'Groups of about 11 people your age, a coordinator who knows the destination, and itineraries designed to live places, not just see them.',
    bullets: ['Free cancellation up to 31 days before departure', 'Medical and baggage insurance always included', 'Private room free when you book for two'],
    more: 'See how it works',
    carouselTitle: 'Where do you want to go?',
    areas: {
      asia: ['Asia', 'Temples, street food and tropical islands.'],
      europe: ['Europe', 'Capitals, fjords and islands a few hours from home.'],
      america: ['The Americas', 'From Patagonia to the great northern parks.'],
      africa: ['Africa', 'Safaris, deserts and Indian Ocean beaches.'],
      oceania: ['Oceania', 'Coral reefs and volcanoes on the other side of the world.'],
      antarctica: ['Antarctica', 'Ice, penguins and whales.'],
    },
    discover: 'Discover',
    faqTitle: 'Frequently asked questions',
    faq: [
      ['Booking', [
        ['How much do I pay to book?', 'A deposit of about 100 euro is enough; the balance is due 31 days before departure.'],
        ['Can I travel alone?', 'Of course: most of our travellers set off alone and find their group there.'],
      ]],
      ['On the trip', [
        ['How many people are in a group?', 'About 11 on average, with a coordinator who stays with the group for the whole trip.'],
        ['Is insurance included?', 'Yes, medical and baggage insurance is always included in the price.'],
      ]],
    ],
    htmlNote: '<h2>Join the newsletter</h2><p>New departures, offers and stories from the community every week. <strong>No spam</strong>, promise.</p>',
    listTitle: 'Ideas for your next trip',
  },
} as const

/** The home page of an edition, using every block type. */
export function homePage(language: SeedLanguage, edition: 'it' | 'en' | 'us' | 'intl', images: SeedImages) {
  const copy = COPY[language]
  const areaSlides = (withLinks: boolean) =>
    AREAS.map((area) => ({
      image: images[area],
      title: copy.areas[area][0],
      text: copy.areas[area][1],
      linkUrl: withLinks ? href(`area-${area}`, {}, edition) : undefined,
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
        callToAction: { label: copy.heroCta, url: href('travels', {}, edition) },
        height: 'large' as const,
      },
      {
        blockType: 'richText' as const,
        width: 'text' as const,
        content: richText(
          heading('h2', copy.introTitle),
          paragraph(copy.intro),
          bulletList([...copy.bullets]),
          paragraph(link(copy.more, href('how-it-works', {}, edition))),
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
      { blockType: 'carousel' as const, title: copy.listTitle, type: 'list' as const, itemsPerView: 3, slides: areaSlides(false).slice(0, 3) },
    ],
  }
}

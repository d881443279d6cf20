import type { Banner } from '../../src/payload-types'
import { EDITION_CODES, EDITIONS } from '../../src/editions/editions'
import { PATHS_BY_LANGUAGE } from '../../src/editions/route-paths'
import { routeLink } from './links'
import type { Localized } from './types'

type BannerData = Omit<Banner, 'id' | 'createdAt' | 'updatedAt'>

const COPY: Localized<{ name: string; message: string; cta: string }> = {
  it: {
    name: 'Cancellazione gratuita',
    message: 'Cancellazione gratuita fino a 31 giorni prima della partenza, fino a 8 giorni con l’opzione flessibile.',
    cta: 'Scopri di più',
  },
  es: {
    name: 'Cancelación gratuita',
    message: 'Cancelación gratuita hasta 31 días antes de la salida, hasta 8 días con la opción flexible.',
    cta: 'Más información',
  },
  fr: {
    name: 'Annulation gratuite',
    message: 'Annulation gratuite jusqu’à 31 jours avant le départ, jusqu’à 8 jours avec l’option flexible.',
    cta: 'En savoir plus',
  },
  de: {
    name: 'Kostenlose Stornierung',
    message: 'Kostenlose Stornierung bis 31 Tage vor Abreise, mit der Flex-Option sogar bis 8 Tage vorher.',
    cta: 'Mehr erfahren',
  },
  en: {
    name: 'Free cancellation',
    message: 'Free cancellation up to 31 days before departure, or up to 8 days with the flexible option.',
    cta: 'Find out more',
  },
}

/**
 * One banner per edition, in its language: free cancellation, on the home page, the travel
 * pages and the confirmed departures, pointing at the cancellation policy.
 */
export const BANNERS: BannerData[] = EDITION_CODES.map((edition) => {
  const language = EDITIONS[edition].language
  const paths = PATHS_BY_LANGUAGE[language]
  const copy = COPY[language]
  return {
    name: copy.name,
    edition,
    active: true,
    order: 0,
    message: copy.message,
    backgroundColor: '#1f2a44',
    textColor: '#ffffff',
    closable: true,
    routes: { match: ['/', `${paths.travels}/*`, paths.tours], exclude: [] },
    callToAction: { label: copy.cta, action: 'link', link: routeLink('legal-cancellation-policy') },
  }
})

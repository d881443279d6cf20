import type { FixedRouteName, SeedLanguage } from './types'

const travelsListing = { blockType: 'listing', tab: 'travels', showTabs: true, showFilters: true, preset: { perPage: 20 } }

/**
 * Catalog blocks under the text of the routes that list travels: all travels, the confirmed
 * departures, and each area page (its continent comes from the route).
 */
export const CATALOG_BLOCKS: Partial<Record<FixedRouteName, unknown[]>> = {
  travels: [travelsListing],
  tours: [
    {
      blockType: 'listing',
      tab: 'tours',
      showTabs: false,
      showFilters: true,
      preset: { statuses: ['CONFIRMED', 'ALMOST_FULL'], sort: 'date:asc', perPage: 20 },
    },
  ],
  'area-asia': [travelsListing],
  'area-europe': [travelsListing],
  'area-america': [travelsListing],
  'area-africa': [travelsListing],
  'area-oceania': [travelsListing],
  'area-antarctica': [travelsListing],
}

type TemplateCopy = Record<SeedLanguage, { title: string; departures: string; calendar: string; faq: string }>

const TEMPLATE_COPY: TemplateCopy = {
  it: { title: 'Viaggio', departures: 'Tutte le partenze', calendar: 'Calendario delle partenze', faq: 'Domande sul viaggio' },
  es: { title: 'Viaje', departures: 'Todas las salidas', calendar: 'Calendario de salidas', faq: 'Preguntas sobre el viaje' },
  fr: { title: 'Voyage', departures: 'Tous les départs', calendar: 'Calendrier des départs', faq: 'Questions sur le voyage' },
  de: { title: 'Reise', departures: 'Alle Abreisen', calendar: 'Abreisekalender', faq: 'Fragen zur Reise' },
  en: { title: 'Trip', departures: 'All departures', calendar: 'Departure calendar', faq: 'Questions about this trip' },
}

/**
 * The pages that travel and tour addresses render: templates editors compose, whose
 * blocks get the route's travel and tour. A travel page: what the trip is (photos, overview, the
 * booking box, itinerary with its map, what is included, payment terms, the coordinator, reviews,
 * its questions), then its calendar and its departures; a tour page: the departure with its checkout, then the other dates; a travel's
 * itinerary page: the itinerary alone.
 */
export function templatePage(route: 'travels-travel' | 'travels-travel-tour' | 'travels-travel-itinerary', language: SeedLanguage) {
  const copy = TEMPLATE_COPY[language]
  const calendar = { blockType: 'calendar', title: copy.calendar }
  const departures = {
    blockType: 'listing',
    title: copy.departures,
    tab: 'tours',
    showTabs: false,
    showFilters: false,
    // The booking box and the calendar already give every date: the list pages through them a few at a time.
    preset: { sort: 'date:asc', perPage: 6 },
  }
  const content = [
    { blockType: 'travelGallery', showCover: true },
    { blockType: 'travelOverview', showMoods: true },
    { blockType: 'travelBooking', departures: 4 },
    { blockType: 'travelItinerary', showMap: true },
    { blockType: 'travelInclusions', showMoneyPot: true },
    { blockType: 'travelPayment' },
    { blockType: 'travelCoordinator' },
    { blockType: 'travelReviews' },
    { blockType: 'faq', source: 'travel', title: copy.faq },
  ]
  if (route === 'travels-travel-itinerary') return { title: copy.title, blocks: [{ blockType: 'travelItinerary', showMap: true }] }
  return route === 'travels-travel'
    ? { title: copy.title, blocks: [...content, calendar, departures] }
    : { title: copy.title, blocks: [{ blockType: 'tour' }, calendar] }
}

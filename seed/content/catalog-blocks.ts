import type { FixedRouteName, SeedLanguage } from './types'

const travelsListing = { blockType: 'listing', tab: 'travels', showTabs: true, showFilters: true, preset: { perPage: 20 } }

/**
 * Catalog blocks under the text of the routes that list travels: all travels, the confirmed
 * departures, and each area page (its continent comes from the route); the coordinators' cards
 * under theirs.
 */
export const CATALOG_BLOCKS: Partial<Record<FixedRouteName, Array<{ blockType: string; [field: string]: unknown }>>> = {
  travels: [travelsListing],
  coordinators: [{ blockType: 'coordinatorList', showFilter: true }],
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

type TemplateCopy = Record<
  SeedLanguage,
  {
    title: string
    calendar: string
    faq: string
    coordinator: string
    search: string
    wishlist: string
    booking: string
    events: string
    event: string
    plainSearch: string
    sales: string
  }
>

const TEMPLATE_COPY: TemplateCopy = {
  it: {
    title: 'Viaggio',
    calendar: 'Calendario delle partenze',
    faq: 'Domande sul viaggio',
    coordinator: 'Coordinatore',
    search: 'Risultati della ricerca',
    wishlist: 'I tuoi preferiti',
    booking: 'Richiesta di prenotazione',
    events: 'Eventi WeMeet',
    event: 'Evento WeMeet',
    plainSearch: 'Cerca il viaggio a parole tue',
    sales: 'Offerte',
  },
  es: {
    title: 'Viaje',
    calendar: 'Calendario de salidas',
    faq: 'Preguntas sobre el viaje',
    coordinator: 'Coordinador',
    search: 'Resultados de la búsqueda',
    wishlist: 'Tu lista de deseos',
    booking: 'Solicitud de reserva',
    events: 'Eventos WeMeet',
    event: 'Evento WeMeet',
    plainSearch: 'Busca tu viaje con tus palabras',
    sales: 'Ofertas',
  },
  fr: {
    title: 'Voyage',
    calendar: 'Calendrier des départs',
    faq: 'Questions sur le voyage',
    coordinator: 'Coordinateur',
    search: 'Résultats de la recherche',
    wishlist: 'Tes favoris',
    booking: 'Demande de réservation',
    events: 'Événements WeMeet',
    event: 'Événement WeMeet',
    plainSearch: 'Cherche ton voyage avec tes mots',
    sales: 'Promotions',
  },
  de: {
    title: 'Reise',
    calendar: 'Terminkalender',
    faq: 'Fragen zur Reise',
    coordinator: 'Koordinator',
    search: 'Suchergebnisse',
    wishlist: 'Deine Wunschliste',
    booking: 'Buchungsanfrage',
    events: 'WeMeet-Events',
    event: 'WeMeet-Event',
    plainSearch: 'Finde deine Reise in deinen Worten',
    sales: 'Angebote',
  },
  en: {
    title: 'Trip',
    calendar: 'Departure calendar',
    faq: 'Questions about this trip',
    coordinator: 'Coordinator',
    search: 'Search results',
    wishlist: 'Your wishlist',
    booking: 'Booking request',
    events: 'WeMeet events',
    event: 'WeMeet event',
    plainSearch: 'Find your trip in your own words',
    sales: 'Deals',
  },
}

/** The pages the seed gives every edition for its dynamic routes: the travel's, the tour's, the itinerary's, the coordinator's, the search results, the wishlist, the booking request. */
/** Only Italy has the search in plain words: its examples are Italian requests. */
const PLAIN_SEARCH_EXAMPLES: Record<SeedLanguage, Array<{ request: string }>> = {
  it: [
    'Giappone ad aprile, massimo 2500 euro, 10 giorni',
    'Sud-est asiatico in inverno, sotto i 3000 euro',
    'Trekking in Nepal a ottobre, due settimane',
    'Weekend in Portogallo il prossimo mese',
  ].map((request) => ({ request })),
  es: [],
  fr: [],
  de: [],
  en: [],
}

export const TEMPLATE_ROUTES = [
  'travels-travel',
  'travels-travel-tour',
  'travels-travel-itinerary',
  'coordinators-coordinator',
  'search',
  'wishlist',
  'booking',
  'events-wemeet',
  'events-city-slug',
  'search-ai',
  'sales',
] as const

/**
 * The pages that travel, tour and coordinator addresses render: templates editors compose, whose
 * blocks get the route's travel, tour or coordinator. A travel page: what the trip is (photos,
 * overview, the booking box, itinerary with its map, what is included, payment terms, the
 * coordinator, reviews, its questions), then the calendar of its departures; a tour page: the
 * departure with its checkout, then the other dates; a travel's itinerary page: the itinerary
 * alone; a coordinator's page: their profile and next departures.
 */
export function templatePage(route: (typeof TEMPLATE_ROUTES)[number], language: SeedLanguage) {
  const copy = TEMPLATE_COPY[language]
  // The wishlist: the customer's saved travels and tours, drawn in the browser.
  if (route === 'wishlist') return { title: copy.wishlist, blocks: [{ blockType: 'wishlistPage', title: copy.wishlist }] }
  // The booking request: the departure and the form (its title names the travel); one customer's step, kept out of search engines.
  if (route === 'booking') return { title: copy.booking, noindex: true, blocks: [{ blockType: 'bookingRequest' }] }
  // The sales: departures on offer (a discount, or their trip's promotion code in force), the biggest discount first, with the listing's filters.
  if (route === 'sales')
    return {
      title: copy.sales,
      blocks: [
        {
          blockType: 'listing',
          tab: 'tours',
          showTabs: false,
          showFilters: true,
          preset: { onOffer: true, sort: 'discount:desc', perPage: 20 },
        },
      ],
    }
  // The search in plain words (the Italian edition's hidden page), with requests to try: the two budgets people most ask with among them.
  if (route === 'search-ai')
    return { title: copy.plainSearch, noindex: true, blocks: [{ blockType: 'plainSearch', examples: PLAIN_SEARCH_EXAMPLES[language] }] }
  // The WeMeet area: the list of events to come (its filters in the address), and an event's page.
  if (route === 'events-wemeet') return { title: copy.events, blocks: [{ blockType: 'eventList' }] }
  if (route === 'events-city-slug') return { title: copy.event, blocks: [{ blockType: 'eventDetail' }] }
  if (route === 'coordinators-coordinator') return { title: copy.coordinator, blocks: [{ blockType: 'coordinatorProfile' }] }
  // The search page: the search on one line (to change it), then the list, both reading the address the search bar builds. The
  // page's title heads it; the list needs no title of its own.
  if (route === 'search') {
    return {
      title: copy.search,
      blocks: [{ blockType: 'searchBar', layout: 'compact' }, travelsListing],
    }
  }
  const calendar = { blockType: 'calendar', title: copy.calendar }
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
  // The booking box gives the next departures and the calendar every date: no third list of them.
  return route === 'travels-travel'
    ? { title: copy.title, blocks: [...content, calendar] }
    : { title: copy.title, blocks: [{ blockType: 'tour' }, calendar] }
}

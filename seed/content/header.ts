import type { Header } from '../../src/payload-types'
import { routeLink, searchUrl } from './links'
import { routeLabel } from './route-labels'
import type { LinkableRoute, Localized, SeedEdition, SeedLanguage } from './types'

type MenuBadge = 'NEW' | 'HOT' | 'SAFE'
type Place = Localized & { badge?: MenuBadge }

/** A destination group of the mega menu: its area page, and places that open the search. */
type Continent = { route: LinkableRoute; label: Localized; places: Place[]; alwaysOpenOnMobile?: boolean }

export const MEGA_MENU_DESTINATIONS: Continent[] = [
  {
    route: 'area-europe',
    label: { it: 'Europa', es: 'Europa', fr: 'Europe', de: 'Europa', en: 'Europe' },
    alwaysOpenOnMobile: true,
    places: [
      { it: 'Grecia', es: 'Grecia', fr: 'Grèce', de: 'Griechenland', en: 'Greece' },
      { it: 'Portogallo', es: 'Portugal', fr: 'Portugal', de: 'Portugal', en: 'Portugal' },
      { it: 'Norvegia', es: 'Noruega', fr: 'Norvège', de: 'Norwegen', en: 'Norway' },
      { it: 'Islanda', es: 'Islandia', fr: 'Islande', de: 'Island', en: 'Iceland', badge: 'SAFE' },
      { it: 'Albania', es: 'Albania', fr: 'Albanie', de: 'Albanien', en: 'Albania', badge: 'NEW' },
      { it: 'Croazia', es: 'Croacia', fr: 'Croatie', de: 'Kroatien', en: 'Croatia' },
    ],
  },
  {
    route: 'area-asia',
    label: { it: 'Asia', es: 'Asia', fr: 'Asie', de: 'Asien', en: 'Asia' },
    places: [
      { it: 'Giappone', es: 'Japón', fr: 'Japon', de: 'Japan', en: 'Japan', badge: 'HOT' },
      { it: 'Thailandia', es: 'Tailandia', fr: 'Thaïlande', de: 'Thailand', en: 'Thailand' },
      { it: 'Vietnam', es: 'Vietnam', fr: 'Vietnam', de: 'Vietnam', en: 'Vietnam' },
      { it: 'Indonesia', es: 'Indonesia', fr: 'Indonésie', de: 'Indonesien', en: 'Indonesia' },
      { it: 'India', es: 'India', fr: 'Inde', de: 'Indien', en: 'India' },
      { it: 'Sri Lanka', es: 'Sri Lanka', fr: 'Sri Lanka', de: 'Sri Lanka', en: 'Sri Lanka' },
      { it: 'Uzbekistan', es: 'Uzbekistán', fr: 'Ouzbékistan', de: 'Usbekistan', en: 'Uzbekistan', badge: 'NEW' },
      { it: 'Giordania', es: 'Jordania', fr: 'Jordanie', de: 'Jordanien', en: 'Jordan' },
    ],
  },
  {
    route: 'area-africa',
    label: { it: 'Africa', es: 'África', fr: 'Afrique', de: 'Afrika', en: 'Africa' },
    places: [
      { it: 'Marocco', es: 'Marruecos', fr: 'Maroc', de: 'Marokko', en: 'Morocco' },
      { it: 'Tanzania', es: 'Tanzania', fr: 'Tanzanie', de: 'Tansania', en: 'Tanzania' },
      { it: 'Kenya', es: 'Kenia', fr: 'Kenya', de: 'Kenia', en: 'Kenya' },
      { it: 'Namibia', es: 'Namibia', fr: 'Namibie', de: 'Namibia', en: 'Namibia' },
      { it: 'Sudafrica', es: 'Sudáfrica', fr: 'Afrique du Sud', de: 'Südafrika', en: 'South Africa' },
      { it: 'Madagascar', es: 'Madagascar', fr: 'Madagascar', de: 'Madagaskar', en: 'Madagascar' },
      { it: 'Egitto', es: 'Egipto', fr: 'Égypte', de: 'Ägypten', en: 'Egypt' },
    ],
  },
  {
    route: 'area-america',
    label: { it: 'America', es: 'América', fr: 'Amérique', de: 'Amerika', en: 'The Americas' },
    places: [
      { it: 'Perù', es: 'Perú', fr: 'Pérou', de: 'Peru', en: 'Peru', badge: 'HOT' },
      { it: 'Messico', es: 'México', fr: 'Mexique', de: 'Mexiko', en: 'Mexico' },
      { it: 'Argentina', es: 'Argentina', fr: 'Argentine', de: 'Argentinien', en: 'Argentina' },
      { it: 'Costa Rica', es: 'Costa Rica', fr: 'Costa Rica', de: 'Costa Rica', en: 'Costa Rica' },
      { it: 'Stati Uniti', es: 'Estados Unidos', fr: 'États-Unis', de: 'USA', en: 'United States' },
      { it: 'Colombia', es: 'Colombia', fr: 'Colombie', de: 'Kolumbien', en: 'Colombia' },
      { it: 'Guatemala', es: 'Guatemala', fr: 'Guatemala', de: 'Guatemala', en: 'Guatemala' },
    ],
  },
  {
    route: 'area-oceania',
    label: { it: 'Oceania', es: 'Oceanía', fr: 'Océanie', de: 'Ozeanien', en: 'Oceania' },
    places: [
      { it: 'Australia', es: 'Australia', fr: 'Australie', de: 'Australien', en: 'Australia' },
      { it: 'Nuova Zelanda', es: 'Nueva Zelanda', fr: 'Nouvelle-Zélande', de: 'Neuseeland', en: 'New Zealand' },
      { it: 'Figi', es: 'Fiyi', fr: 'Fidji', de: 'Fidschi', en: 'Fiji' },
      { it: 'Samoa', es: 'Samoa', fr: 'Samoa', de: 'Samoa', en: 'Samoa' },
      { it: 'Vanuatu', es: 'Vanuatu', fr: 'Vanuatu', de: 'Vanuatu', en: 'Vanuatu' },
    ],
  },
  {
    // No countries down there: the places expeditions actually reach.
    route: 'area-antarctica',
    label: { it: 'Antartide', es: 'Antártida', fr: 'Antarctique', de: 'Antarktis', en: 'Antarctica' },
    places: [
      {
        it: 'Penisola Antartica',
        es: 'Península Antártica',
        fr: 'Péninsule Antarctique',
        de: 'Antarktische Halbinsel',
        en: 'Antarctic Peninsula',
      },
      {
        it: 'Isole Shetland Meridionali',
        es: 'Islas Shetland del Sur',
        fr: 'Îles Shetland du Sud',
        de: 'Südliche Shetlandinseln',
        en: 'South Shetland Islands',
      },
      { it: 'Georgia del Sud', es: 'Georgia del Sur', fr: 'Géorgie du Sud', de: 'Südgeorgien', en: 'South Georgia' },
      { it: 'Isole Falkland', es: 'Islas Malvinas', fr: 'Îles Malouines', de: 'Falklandinseln', en: 'Falkland Islands' },
    ],
  },
]

const COPY: Localized<{ destinations: string; travelWithUs: string; exploreTrips: string; contactUs: string }> = {
  it: { destinations: 'Destinazioni', travelWithUs: 'Viaggia con noi', exploreTrips: 'Scopri i viaggi', contactUs: 'Contattaci' },
  es: { destinations: 'Destinos', travelWithUs: 'Viaja con nosotros', exploreTrips: 'Descubre los viajes', contactUs: 'Contáctanos' },
  fr: {
    destinations: 'Destinations',
    travelWithUs: 'Voyager avec nous',
    exploreTrips: 'Découvrir les voyages',
    contactUs: 'Nous contacter',
  },
  de: { destinations: 'Reiseziele', travelWithUs: 'Reise mit uns', exploreTrips: 'Reisen entdecken', contactUs: 'Kontakt' },
  en: { destinations: 'Destinations', travelWithUs: 'Travel with us', exploreTrips: 'Explore trips', contactUs: 'Contact us' },
}

const TRAVEL_WITH_US: LinkableRoute[] = ['how-it-works', 'age-groups', 'no-sharing-room', 'coordinators']

/**
 * The header of an edition (localized fields only): a destinations mega menu, a "travel with
 * us" drop-down, links to confirmed departures (highlighted) and the FAQs, and the two buttons
 * of the mobile menu.
 */
export function headerContent(edition: SeedEdition, language: SeedLanguage): Pick<Header, 'menu' | 'mobileButtons'> {
  const copy = COPY[language]
  const plainLink = (route: LinkableRoute, style: 'default' | 'highlight' = 'default') =>
    ({ label: routeLabel(language, route), type: 'link', style, link: routeLink(route) }) as const
  return {
    menu: [
      {
        label: copy.destinations,
        type: 'mega-menu',
        style: 'default',
        children: MEGA_MENU_DESTINATIONS.map((continent) => ({
          label: continent.label[language],
          link: routeLink(continent.route),
          removeAccordionOnMobile: Boolean(continent.alwaysOpenOnMobile),
          links: continent.places.map((place) => ({
            label: place[language],
            badge: place.badge ?? null,
            link: { kind: 'url' as const, url: searchUrl(edition, language, place[language]) },
          })),
        })),
      },
      {
        label: copy.travelWithUs,
        type: 'drop-down',
        style: 'default',
        children: TRAVEL_WITH_US.map((route) => ({ label: routeLabel(language, route), link: routeLink(route) })),
      },
      plainLink('tours', 'highlight'),
      plainLink('faqs'),
    ],
    mobileButtons: [
      { label: copy.exploreTrips, variant: 'primary', link: routeLink('travels') },
      { label: copy.contactUs, variant: 'secondary', link: routeLink('contacts') },
    ],
  }
}

import type { SeedLanguage } from '../content/types'
import type { Activity } from './itinerary-texts'

type Words = Record<SeedLanguage, string>

/** The travel types, and the days a trip of each lasts (first and last day included). */
export const TYPE_DAYS = {
  weekend: [2, 4],
  tour: [7, 16],
  trekking: [7, 16],
  sailing: [7, 14],
  expedition: [17, 24],
} as const satisfies Record<string, readonly [number, number]>
export type TravelTypeCode = keyof typeof TYPE_DAYS

/**
 * What a trip is about: the second half of its title, the style and type it makes, and what it
 * needs of a country (a country lists the themes its land offers, see `geography/`).
 */
export type Theme = { style: string; type: TravelTypeCode; activity: Activity; words: Words }

export const THEMES = {
  cities: {
    style: 'culture',
    type: 'tour',
    activity: 'culture',
    words: { it: 'città e mercati', es: 'ciudades y mercados', fr: 'villes et marchés', de: 'Städte und Märkte', en: 'cities and markets' },
  },
  flavours: {
    style: 'culture',
    type: 'tour',
    activity: 'culture',
    words: {
      it: 'cultura e sapori',
      es: 'cultura y sabores',
      fr: 'culture et saveurs',
      de: 'Kultur und Genuss',
      en: 'culture and flavours',
    },
  },
  grandTour: {
    style: 'culture',
    type: 'tour',
    activity: 'culture',
    words: { it: 'il grande giro', es: 'la gran ruta', fr: 'le grand tour', de: 'die große Rundreise', en: 'the grand tour' },
  },
  cityBreak: {
    style: 'culture',
    type: 'weekend',
    activity: 'culture',
    words: {
      it: 'weekend tra arte e sapori',
      es: 'fin de semana de arte y sabores',
      fr: 'week-end art et saveurs',
      de: 'Wochenende mit Kunst und Genuss',
      en: 'a weekend of art and food',
    },
  },
  nights: {
    style: 'party',
    type: 'weekend',
    activity: 'nightlife',
    words: { it: 'notti e musica', es: 'noches y música', fr: 'nuits et musique', de: 'Nächte und Musik', en: 'nights and music' },
  },
  festivals: {
    style: 'party',
    type: 'tour',
    activity: 'nightlife',
    words: { it: 'ritmi e feste', es: 'ritmos y fiestas', fr: 'rythmes et fêtes', de: 'Rhythmen und Feste', en: 'rhythms and festivals' },
  },
  trekking: {
    style: 'adventure',
    type: 'trekking',
    activity: 'trekking',
    words: {
      it: 'trekking e avventura',
      es: 'trekking y aventura',
      fr: 'trekking et aventure',
      de: 'Trekking und Abenteuer',
      en: 'trekking and adventure',
    },
  },
  offTrack: {
    style: 'adventure',
    type: 'tour',
    activity: 'nature',
    words: {
      it: 'fuori dai sentieri battuti',
      es: 'lejos de los caminos trillados',
      fr: 'hors des sentiers battus',
      de: 'abseits der bekannten Wege',
      en: 'off the beaten track',
    },
  },
  roadTrip: {
    style: 'adventure',
    type: 'tour',
    activity: 'road',
    words: { it: 'on the road', es: 'en ruta', fr: 'road trip', de: 'Roadtrip', en: 'road trip' },
  },
  wild: {
    style: 'nature',
    type: 'tour',
    activity: 'nature',
    words: { it: 'natura selvaggia', es: 'naturaleza salvaje', fr: 'nature sauvage', de: 'wilde Natur', en: 'wild nature' },
  },
  volcanoes: {
    style: 'nature',
    type: 'tour',
    activity: 'nature',
    words: {
      it: 'parchi e vulcani',
      es: 'parques y volcanes',
      fr: 'parcs et volcans',
      de: 'Nationalparks und Vulkane',
      en: 'parks and volcanoes',
    },
  },
  safari: {
    style: 'nature',
    type: 'tour',
    activity: 'safari',
    words: { it: 'safari e savana', es: 'safari y sabana', fr: 'safari et savane', de: 'Safari und Savanne', en: 'safari and savannah' },
  },
  beaches: {
    style: 'relax',
    type: 'tour',
    activity: 'beach',
    words: { it: 'mare e relax', es: 'playa y relax', fr: 'mer et détente', de: 'Meer und Entspannung', en: 'beaches and slow days' },
  },
  islands: {
    style: 'relax',
    type: 'sailing',
    activity: 'sailing',
    words: {
      it: 'in barca tra le isole',
      es: 'en velero entre islas',
      fr: 'en voilier d’île en île',
      de: 'mit dem Segelboot von Insel zu Insel',
      en: 'sailing from island to island',
    },
  },
  peninsula: {
    style: 'adventure',
    type: 'expedition',
    activity: 'expedition',
    words: {
      it: 'Penisola Antartica e Isole Shetland Meridionali',
      es: 'Península Antártica e Islas Shetland del Sur',
      fr: 'Péninsule Antarctique et îles Shetland du Sud',
      de: 'Antarktische Halbinsel und Südliche Shetlandinseln',
      en: 'the Antarctic Peninsula and the South Shetland Islands',
    },
  },
  southGeorgia: {
    style: 'adventure',
    type: 'expedition',
    activity: 'expedition',
    words: {
      it: 'Isole Falkland, Georgia del Sud e Penisola Antartica',
      es: 'Islas Malvinas, Georgia del Sur y Península Antártica',
      fr: 'îles Malouines, Géorgie du Sud et Péninsule Antarctique',
      de: 'Falklandinseln, Südgeorgien und Antarktische Halbinsel',
      en: 'the Falkland Islands, South Georgia and the Antarctic Peninsula',
    },
  },
} as const satisfies Record<string, Theme>
export type ThemeCode = keyof typeof THEMES

/** The most travellers one departure takes, by type: a sailing flotilla has fewer berths than a bus has seats. */
export const GROUP_MAXIMUM: Record<TravelTypeCode, number> = { weekend: 14, tour: 16, trekking: 14, sailing: 12, expedition: 16 }

import type { Edition } from '../../src/payload-types'
import { EDITION_CODES, EDITIONS } from '../../src/editions/editions'
import { DISABLED_ROUTES } from '../../src/editions/route-paths'
import type { RouteName } from '../../src/editions/route-names'
import type { SeedEdition } from './types'

type EditionData = Omit<Edition, 'id' | 'createdAt' | 'updatedAt'>

/** What only the edition settings know: names for the country menu, country, flag, tagline. */
const SETTINGS: Record<
  SeedEdition,
  Pick<EditionData, 'label' | 'languageLabel' | 'englishLanguageLabel' | 'countryCode' | 'icon' | 'communityMessage'>
> = {
  it: {
    label: 'Italia',
    languageLabel: 'Italiano',
    englishLanguageLabel: 'Italian',
    countryCode: 'IT',
    icon: 'it',
    communityMessage: 'La più grande community di viaggiatori in Italia',
  },
  es: {
    label: 'España',
    languageLabel: 'Español',
    englishLanguageLabel: 'Spanish',
    countryCode: 'ES',
    icon: 'es',
    communityMessage: 'La mayor comunidad de viajeros de España',
  },
  fr: {
    label: 'France',
    languageLabel: 'Français',
    englishLanguageLabel: 'French',
    countryCode: 'FR',
    icon: 'fr',
    communityMessage: 'La plus grande communauté de voyageurs en France',
  },
  de: {
    label: 'Deutschland',
    languageLabel: 'Deutsch',
    englishLanguageLabel: 'German',
    countryCode: 'DE',
    icon: 'de',
    communityMessage: 'Die größte Reise-Community Deutschlands',
  },
  en: {
    label: 'Global',
    languageLabel: 'English (global)',
    englishLanguageLabel: 'English (global)',
    countryCode: 'GB',
    icon: 'gb',
    communityMessage: 'The largest group-travel community in Europe',
  },
  us: {
    label: 'United States',
    languageLabel: 'English (US)',
    englishLanguageLabel: 'English (US)',
    countryCode: 'US',
    icon: 'us',
    communityMessage: 'The group-travel community for curious Americans',
  },
  intl: {
    label: 'International',
    languageLabel: 'English (international)',
    englishLanguageLabel: 'English (international)',
    countryCode: 'INT',
    icon: 'world',
    communityMessage: 'A community of travellers from all over the world',
  },
}

/** One `editions` document per edition: the settings above plus the code's defaults (src/editions). */
export const EDITION_SETTINGS: EditionData[] = EDITION_CODES.map((code) => ({
  code,
  ...SETTINGS[code],
  language: EDITIONS[code].language,
  domain: null,
  currency: EDITIONS[code].currency,
  currencies: [...EDITIONS[code].currencies],
  dateFormat: 'DD/MM/YYYY',
  weekStartsOn: EDITIONS[code].weekStartsOn === 0 ? '0' : '1',
  taxCodeRequired: code === 'it' || code === 'es',
  disabled: false,
  disabledRoutes: DISABLED_ROUTES[code].filter((route): route is Exclude<RouteName, 'index'> => route !== 'index'),
}))

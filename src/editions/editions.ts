/** The seven country editions. The code doubles as URL prefix and CMS locale. */
export const EDITION_CODES = ['it', 'es', 'fr', 'de', 'en', 'us', 'intl'] as const
export type EditionCode = (typeof EDITION_CODES)[number]

export type Language = 'it' | 'es' | 'fr' | 'de' | 'en'
/** The currencies prices are kept in (each tour has a price in every one). */
export const CURRENCY_CODES = ['EUR', 'GBP', 'USD'] as const
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

/** What the code fixes of an edition; the `Edition` value (edition.ts) adds what admins set. */
export type EditionSpec = {
  code: EditionCode
  /** BCP 47 tag: the locale of next-intl's routing and of Intl formatting (international = `en-001`, English for the world). */
  locale: string
  /** The spec's name for the edition's text catalogue. */
  localeName: string
  label: string
  language: Language
  currency: CurrencyCode
  currencies: readonly CurrencyCode[]
  /** 0 = Sunday, 1 = Monday. */
  weekStartsOn: 0 | 1
}

export const EDITIONS: Record<EditionCode, EditionSpec> = {
  it: {
    code: 'it',
    locale: 'it-IT',
    localeName: 'it-IT',
    label: 'Italia',
    language: 'it',
    currency: 'EUR',
    currencies: ['EUR'],
    weekStartsOn: 1,
  },
  es: {
    code: 'es',
    locale: 'es-ES',
    localeName: 'es-ES',
    label: 'España',
    language: 'es',
    currency: 'EUR',
    currencies: ['EUR'],
    weekStartsOn: 1,
  },
  fr: {
    code: 'fr',
    locale: 'fr-FR',
    localeName: 'fr-FR',
    label: 'France',
    language: 'fr',
    currency: 'EUR',
    currencies: ['EUR'],
    weekStartsOn: 1,
  },
  de: {
    code: 'de',
    locale: 'de-DE',
    localeName: 'de-DE',
    label: 'Deutschland',
    language: 'de',
    currency: 'EUR',
    currencies: ['EUR'],
    weekStartsOn: 1,
  },
  en: {
    code: 'en',
    locale: 'en-WE',
    localeName: 'en-WE',
    label: 'Global (English)',
    language: 'en',
    currency: 'EUR',
    currencies: ['EUR', 'GBP'],
    weekStartsOn: 0,
  },
  us: {
    code: 'us',
    locale: 'en-US',
    localeName: 'en-US',
    label: 'United States',
    language: 'en',
    currency: 'USD',
    currencies: ['USD'],
    weekStartsOn: 0,
  },
  intl: {
    code: 'intl',
    locale: 'en-001',
    localeName: 'international',
    label: 'International',
    language: 'en',
    currency: 'EUR',
    currencies: ['EUR'],
    weekStartsOn: 1,
  },
}

export const DEFAULT_EDITION: EditionCode = 'it'

export function isEditionCode(value: unknown): value is EditionCode {
  return typeof value === 'string' && (EDITION_CODES as readonly string[]).includes(value)
}

/** The edition of a next-intl locale tag (`it-IT` -> `it`), or null. */
export function editionForLocale(locale: unknown): EditionCode | null {
  return EDITION_CODES.find((code) => EDITIONS[code].locale === locale) ?? null
}

/** The seven country editions (CONTRACT §3). The code doubles as URL prefix and CMS locale. */
export const EDITION_CODES = ['it', 'es', 'fr', 'de', 'en', 'us', 'intl'] as const
export type EditionCode = (typeof EDITION_CODES)[number]

export type Language = 'it' | 'es' | 'fr' | 'de' | 'en'
export type CurrencyCode = 'EUR' | 'GBP' | 'USD'

export type Edition = {
  code: EditionCode
  locale: string
  label: string
  language: Language
  currency: CurrencyCode
  currencies: readonly CurrencyCode[]
  /** 0 = Sunday, 1 = Monday (spec 001 §9). */
  weekStartsOn: 0 | 1
}

export const EDITIONS: Record<EditionCode, Edition> = {
  it: { code: 'it', locale: 'it-IT', label: 'Italia', language: 'it', currency: 'EUR', currencies: ['EUR'], weekStartsOn: 1 },
  es: { code: 'es', locale: 'es-ES', label: 'España', language: 'es', currency: 'EUR', currencies: ['EUR'], weekStartsOn: 1 },
  fr: { code: 'fr', locale: 'fr-FR', label: 'France', language: 'fr', currency: 'EUR', currencies: ['EUR'], weekStartsOn: 1 },
  de: { code: 'de', locale: 'de-DE', label: 'Deutschland', language: 'de', currency: 'EUR', currencies: ['EUR'], weekStartsOn: 1 },
  en: { code: 'en', locale: 'en-WE', label: 'Global (English)', language: 'en', currency: 'EUR', currencies: ['EUR', 'GBP'], weekStartsOn: 0 },
  us: { code: 'us', locale: 'en-US', label: 'United States', language: 'en', currency: 'USD', currencies: ['USD'], weekStartsOn: 0 },
  intl: { code: 'intl', locale: 'international', label: 'International', language: 'en', currency: 'EUR', currencies: ['EUR'], weekStartsOn: 1 },
}

export const DEFAULT_EDITION: EditionCode = 'it'

export function isEditionCode(value: unknown): value is EditionCode {
  return typeof value === 'string' && (EDITION_CODES as readonly string[]).includes(value)
}

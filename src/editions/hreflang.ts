import type { EditionCode } from './editions'

/**
 * hreflang of each edition: the US edition stays out of the alternates;
 * en-WE is English for the world outside the US; the international edition is the default.
 */
export const HREFLANG: Partial<Record<EditionCode, string>> = {
  it: 'it-IT',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  en: 'en',
  intl: 'x-default',
}

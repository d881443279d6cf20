import countries from 'i18n-iso-countries'

/**
 * A country's ISO 3166 alpha-2 code from its alpha-3 code (`PER` -> `PE`), for its flag; null for
 * a code the standard does not know (a region, a typo). Server code only: the code table stays
 * out of the browser, which gets the answer.
 */
export function alpha2Of(isoCodeAlpha3: string): string | null {
  return countries.alpha3ToAlpha2(isoCodeAlpha3.toUpperCase()) ?? null
}

/** Regional indicator symbol letter A: a country's flag is its alpha-2 code in these letters. */
const REGIONAL_INDICATOR_A = 0x1f1e6

/**
 * A country's flag as an emoji from its ISO 3166 alpha-2 code (`PE` -> 🇵🇪): no image and no flag
 * library in the page. Null for anything that is not two letters.
 */
export function flagEmoji(isoCodeAlpha2: string | null): string | null {
  if (!isoCodeAlpha2 || !/^[a-z]{2}$/i.test(isoCodeAlpha2)) return null
  return String.fromCodePoint(...[...isoCodeAlpha2.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65))
}

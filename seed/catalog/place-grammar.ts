import type { SeedLanguage } from '../content/types'

/** A name's article fused with the preposition before it ('a' + 'Il Cairo' = 'al Cairo'), by language. */
const FUSED: Partial<Record<SeedLanguage, Record<string, Record<string, string>>>> = {
  it: {
    a: { il: 'al', 'l’': 'all’' },
    da: { il: 'dal', 'l’': 'dall’' },
    di: { il: 'del', 'l’': 'dell’' },
    in: { il: 'nel', 'l’': 'nell’' },
    su: { il: 'sul', 'l’': 'sull’' },
  },
  fr: { à: { le: 'au', les: 'aux' }, de: { le: 'du', les: 'des' } },
}
/** The articles a name can start with, by language (Spanish keeps 'a El Cairo' as written). */
const ARTICLE: Partial<Record<SeedLanguage, RegExp>> = { it: /^(?:(il) |(l’))/iu, fr: /^(?:(le|les) )/iu }
const VOWEL = /^[aeiouàâéèêëîïôöûüœ]/i

const sameCase = (model: string, word: string) => (model[0] === model[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word)

/**
 * A place written after the word before it, as the language joins them: the name's article
 * fused with a preposition ('al Cairo', 'au Caire', 'del Cairo'), lower case after any other
 * word in Italian ('verso il Cairo'), 'ad' before an Italian 'a' ('ad Atene'), and the French
 * 'de' elided before a vowel ('d’Athènes'). Returns the word and the place together.
 */
export function joinPlace(language: SeedLanguage, before: string, place: string): string {
  const article = ARTICLE[language]?.exec(place)
  if (article) {
    const fused = FUSED[language]?.[before.toLowerCase()]?.[(article[1] ?? article[2])!.toLowerCase()]
    const rest = place.slice(article[0].length)
    if (fused) return `${sameCase(before, fused)}${fused.endsWith('’') ? '' : ' '}${rest}`
    if (language === 'it') return `${before} ${article[0].toLowerCase()}${rest}`
    return `${before} ${place}`
  }
  if (language === 'it' && before.toLowerCase() === 'a' && /^a/i.test(place)) return `${sameCase(before, 'ad')} ${place}`
  if (language === 'fr' && before.toLowerCase() === 'de' && VOWEL.test(place)) return `${sameCase(before, 'd’')}${place}`
  return `${before} ${place}`
}

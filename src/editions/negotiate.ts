import { EDITION_CODES, EDITIONS, type EditionCode } from './editions'

/** Accept-Language tags, best first (`q` weights honoured, `*` ignored). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1)
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}

/**
 * The edition for a visitor's Accept-Language: an exact locale first (en-US is the
 * US edition), else the first edition of the language (any other English is the global English
 * edition, with pounds on offer). Null when no language of the site is accepted.
 */
export function editionForAcceptLanguage(header: string | null | undefined): EditionCode | null {
  for (const tag of acceptedTags(header ?? '')) {
    const exact = EDITION_CODES.find((code) => EDITIONS[code].locale.toLowerCase() === tag)
    if (exact) return exact
    const language = tag.split('-')[0]
    const byLanguage = EDITION_CODES.find((code) => EDITIONS[code].language === language)
    if (byLanguage) return byLanguage
  }
  return null
}

/** Text as search compares it: accents dropped, lowercase, words separated by single spaces. */
export function searchableText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[ø]/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * A visitor's words as a Postgres prefix query over the `simple` text-search configuration:
 * every word must match the start of a word ("peru cusc" finds "Perù: Cusco e Machu Picchu").
 * Only `[a-z0-9]` survive `searchableText`, so the query needs no escaping. `null` when no
 * word is left.
 */
export function prefixQuery(text: string): string | null {
  const words = searchableText(text).split(' ').filter(Boolean).slice(0, 8)
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}

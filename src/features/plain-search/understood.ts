import type { AgeBadge } from '@/features/catalog/constants'
import type { ContinentCode } from '@/features/catalog/continents'
import type { DaySpan } from './italian-dates'

/** What the catalogue can be searched by: its countries and continents, each with the names people use. */
export type SearchVocabulary = {
  destinations: ReadonlyArray<{ id: number; iso3: string; names: readonly string[] }>
  continents: ReadonlyArray<{ id: number; code: ContinentCode; names: readonly string[] }>
}

/** One thing understood in a request, with the words that said it. */
export type Understood = { words: string } & (
  | { kind: 'destinations'; ids: number[]; names: string[] }
  | { kind: 'continent'; id: number; code: ContinentCode }
  | { kind: 'dates'; span: DaySpan }
  | { kind: 'budget'; max: number | null; min: number | null }
  | { kind: 'duration'; from: number; to: number }
  | { kind: 'travel-type'; code: string }
  | { kind: 'travel-style'; code: string }
  | { kind: 'age'; badge: AgeBadge }
  | { kind: 'confirmed' }
)

export type Found = { understood: Understood[]; rest: string }

/** Takes each match of `pattern` out of the text (so nothing is read twice), turning it into what `read` understands. */
export function take(found: Found, pattern: RegExp, read: (match: RegExpExecArray) => Understood | null): void {
  const global = new RegExp(pattern.source, 'g')
  let match: RegExpExecArray | null
  while ((match = global.exec(found.rest))) {
    // A pattern that can match nothing would stand still: step over.
    if (match[0].length === 0) {
      global.lastIndex++
      continue
    }
    const understood = read(match)
    if (!understood) continue
    found.understood.push(understood)
    found.rest = found.rest.slice(0, match.index) + ' '.repeat(match[0].length) + found.rest.slice(match.index + match[0].length)
  }
}

/** Words that say nothing on their own: what is left of a request once these are gone must be a place. */
export const FILLER = new Set(
  'a ad al alla alle agli ai all in nel nella nei negli di del della dei delle da dal dalla per con e o un una uno il lo la i gli le che mi ci vorrei voglio cerco cerchiamo viaggio viaggi vacanza vacanze tour partire partenza andare fare qualcosa qualche tipo verso tra fra sui su circa piu meno non ma anche magari tipo posto posti gruppo giorni settimana persone noi io anni bello bella qualcosa'.split(
    ' ',
  ),
)

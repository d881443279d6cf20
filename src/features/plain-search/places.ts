import { editDistance, slipsAllowed } from './text'
import { FILLER, take, type Found, type SearchVocabulary, type Understood } from './understood'
import type { ContinentCode } from '@/features/catalog/continents'

/** Places people name that are several countries: the catalogue's ones among them. */
const REGIONS: ReadonlyArray<{ words: RegExp; iso3: readonly string[] }> = [
  {
    words: /\bsud ?est asiatico\b|\bsudest asiatico\b|\basia del sud ?est\b/,
    iso3: ['THA', 'VNM', 'KHM', 'LAO', 'IDN', 'MYS', 'PHL', 'MMR', 'SGP'],
  },
  { words: /\b(scandinavia|paesi scandinavi|nord europa|nordeuropa)\b/, iso3: ['NOR', 'SWE', 'FIN', 'DNK', 'ISL'] },
  {
    words: /\b(sud ?america|america (del sud|latina|meridionale))\b/,
    iso3: ['ARG', 'BOL', 'BRA', 'CHL', 'COL', 'ECU', 'PER', 'URY', 'PRY', 'VEN'],
  },
  { words: /\b(centro ?america|america centrale)\b/, iso3: ['MEX', 'GTM', 'BLZ', 'CRI', 'PAN', 'NIC', 'HND', 'SLV', 'CUB'] },
  { words: /\b(balcani)\b/, iso3: ['HRV', 'SVN', 'BIH', 'MNE', 'SRB', 'ALB', 'MKD'] },
  { words: /\b(medio oriente)\b/, iso3: ['JOR', 'ISR', 'OMN', 'ARE', 'LBN', 'TUR', 'EGY'] },
]

/** Names Italians use for a country besides its official one. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  NLD: ['olanda'],
  GBR: ['inghilterra', 'scozia', 'gran bretagna', 'uk'],
  USA: ['usa', 'america del nord', 'states'],
  MMR: ['birmania'],
  CZE: ['repubblica ceca', 'cechia'],
  ARE: ['emirati', 'dubai'],
  KOR: ['corea'],
  ZAF: ['sud africa'],
}

/** Continents by the adjectives and names Italian uses. */
const CONTINENT_WORDS: ReadonlyArray<{ words: RegExp; code: ContinentCode }> = [
  { words: /\b(asia|asiatic[oaie])\b/, code: 'asia' },
  { words: /\b(europa|europe[oaie]|europei)\b/, code: 'europe' },
  { words: /\b(africa|african[oaie])\b/, code: 'africa' },
  { words: /\b(america|american[oaie]|americhe)\b/, code: 'america' },
  { words: /\b(oceania|australia e nuova zelanda)\b/, code: 'oceania' },
  { words: /\b(antartide|antartico|antartica)\b/, code: 'antarctica' },
]

/** A country by any of its names, exactly, after one typing slip per 5 letters (two from 8), or as the start of its adjective ("giapponese"). */
function destinationOf(words: string, vocabulary: SearchVocabulary): SearchVocabulary['destinations'][number] | null {
  let best: { destination: SearchVocabulary['destinations'][number]; distance: number } | null = null
  for (const destination of vocabulary.destinations) {
    for (const name of [...destination.names, ...(ALIASES[destination.iso3] ?? [])]) {
      if (name === words) return destination
      const distance = editDistance(words, name, slipsAllowed(name.length))
      if (distance <= slipsAllowed(name.length) && (!best || distance < best.distance)) best = { destination, distance }
      // An adjective of the country: its name without the last vowel, then more ("giapponese", "islandese", "marocchino").
      const stem = name.replace(/[aeiou]$/, '')
      if (
        !name.includes(' ') &&
        !words.includes(' ') &&
        stem.length >= 5 &&
        words.startsWith(stem) &&
        words.length - stem.length <= 5 &&
        !best
      )
        best = { destination, distance: 3 }
    }
  }
  return best?.destination ?? null
}

export function places(found: Found, vocabulary: SearchVocabulary) {
  for (const region of REGIONS)
    take(found, region.words, (match) => {
      const chosen = vocabulary.destinations.filter((destination) => region.iso3.includes(destination.iso3))
      return chosen.length
        ? { kind: 'destinations', ids: chosen.map((each) => each.id), names: chosen.map((each) => each.names[0]!), words: match[0] }
        : null
    })
  // Countries of one, two or three words, longest first ("nuova zelanda" before "nuova").
  const words = found.rest.split(' ').filter(Boolean)
  const used = new Set<number>()
  for (let size = 3; size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const span = Array.from({ length: size }, (_, offset) => start + offset)
      if (span.some((index) => used.has(index))) continue
      const text = span.map((index) => words[index]).join(' ')
      if (size === 1 && (FILLER.has(text) || text.length < 3 || /\d/.test(text))) continue
      const destination = destinationOf(text, vocabulary)
      if (!destination) continue
      span.forEach((index) => used.add(index))
      const previous = found.understood.find((each): each is Extract<Understood, { kind: 'destinations' }> => each.kind === 'destinations')
      if (previous?.ids.includes(destination.id)) continue
      found.understood.push({ kind: 'destinations', ids: [destination.id], names: [destination.names[0]!], words: text })
    }
  }
  found.rest = words.filter((_, index) => !used.has(index)).join(' ')
  for (const continent of CONTINENT_WORDS)
    take(found, continent.words, (match) => {
      const known = vocabulary.continents.find((each) => each.code === continent.code)
      return known ? { kind: 'continent', id: known.id, code: continent.code, words: match[0] } : null
    })
}

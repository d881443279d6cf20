import { dayRangeSpan, ITALIAN_MONTHS, ITALIAN_PERIODS, monthSpan, relativeMonth } from './italian-dates'
import { places } from './places'
import { normalizeRequest } from './text'
import { FILLER, take, type Found, type SearchVocabulary, type Understood } from './understood'

export type { SearchVocabulary, Understood } from './understood'

const MONTH = `(${ITALIAN_MONTHS.join('|')})`
const NUMBER = '(\\d{1,6}(?:[.,]\\d{1,2})?)'
const EURO = '(?:\\s?(k|mila))?(?:\\s?(?:euro|eur)\\b)?'

const TYPES: ReadonlyArray<{ words: RegExp; code: string; kind: 'travel-type' | 'travel-style' }> = [
  { words: /\b(trekking|trek|escursion[ie]|camminat[ae]|cammino)\b/, code: 'trekking', kind: 'travel-type' },
  { words: /\b(barca a vela|in barca|vela|veliero|crociera in barca)\b/, code: 'sailing', kind: 'travel-type' },
  { words: /\b(spedizione|spedizioni)\b/, code: 'expedition', kind: 'travel-type' },
  { words: /\b(on the road|road trip|in auto|itinerante|tour)\b/, code: 'tour', kind: 'travel-type' },
  { words: /\b(avventur[ae]|avventuros[oaie])\b/, code: 'adventure', kind: 'travel-style' },
  { words: /\b(natura|parchi|safari|animali)\b/, code: 'nature', kind: 'travel-style' },
  { words: /\b(cultura|cultural[ei]|musei|storia|arte)\b/, code: 'culture', kind: 'travel-style' },
  { words: /\b(relax|rilassant[ei]|mare|spiaggia|spiagge)\b/, code: 'relax', kind: 'travel-style' },
  { words: /\b(divertimento|festa|feste|movida|vita notturna)\b/, code: 'party', kind: 'travel-style' },
]

/** An amount of euro as typed: "2500", "2.500", "2,5 mila", "3k". */
function euro(number: string, thousands: string | undefined): number {
  const value = Number(number.replace(',', '.'))
  return Math.round(thousands ? value * 1000 : value)
}

function budgets(found: Found) {
  const amount = `${NUMBER}${EURO}`
  take(found, new RegExp(`\\b(?:tra|fra|da) ${amount} (?:e|a) ${amount}`), (match) => {
    const low = euro(match[1]!, match[2])
    const high = euro(match[3]!, match[4])
    return /euro|eur|mila|k/.test(match[0]) && low < high ? { kind: 'budget', min: low, max: high, words: match[0].trim() } : null
  })
  take(
    found,
    new RegExp(
      `\\b(?:massimo|max|al massimo|fino a|sotto(?: i| ai)?|meno di|entro(?: i)?|non piu di|budget(?: di)?(?: massimo)?|spendere) ${amount}`,
    ),
    (match) => ({ kind: 'budget', min: null, max: euro(match[1]!, match[2]), words: match[0].trim() }),
  )
  take(found, new RegExp(`\\b(?:almeno|sopra(?: i)?|piu di) ${amount}(?= ?(?:euro|eur))`), (match) => ({
    kind: 'budget',
    min: euro(match[1]!, match[2]),
    max: null,
    words: match[0].trim(),
  }))
  // A bare amount in euro (or thousands: "3k") is what someone means to spend at most.
  take(found, new RegExp(`\\b${NUMBER}(?:(?:\\s?(k|mila))?\\s?(?:euro|eur)\\b|(k)\\b)`), (match) => ({
    kind: 'budget',
    min: null,
    max: euro(match[1]!, match[2] ?? match[3]),
    words: match[0].trim(),
  }))
}

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  quindici: 15,
  venti: 20,
}
const count = (word: string) => NUMBER_WORDS[word] ?? Number(word)

function durations(found: Found) {
  const many = '(\\d{1,2}|un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|quindici|venti)'
  take(found, new RegExp(`\\b(?:da |tra )?(\\d{1,2}) (?:a|e|-) (\\d{1,2}) giorni\\b`), (match) => {
    const [from, to] = [Number(match[1]), Number(match[2])]
    return from >= 1 && from <= to && to <= 60 ? { kind: 'duration', from, to, words: match[0].trim() } : null
  })
  take(found, new RegExp(`\\b${many} (giorni|giorno|notti|notte|settimane|settimana)\\b`), (match) => {
    const amount = count(match[1]!)
    if (!amount || amount > 60) return null
    const unit = match[2]!
    if (unit.startsWith('settiman')) return { kind: 'duration', from: amount * 7 - 1, to: amount * 7 + 1, words: match[0] }
    const days = unit.startsWith('nott') ? amount + 1 : amount
    return { kind: 'duration', from: Math.max(1, days - 2), to: days + 2, words: match[0] }
  })
  take(found, /\b(weekend|week end|fine settimana|ponte)\b/, (match) => ({ kind: 'duration', from: 2, to: 4, words: match[0] }))
}

function dates(found: Found, today: string) {
  const monthNumber = (name: string) => ITALIAN_MONTHS.indexOf(name as (typeof ITALIAN_MONTHS)[number]) + 1
  take(found, new RegExp(`\\bdal? (\\d{1,2})(?: ${MONTH})? al? (\\d{1,2}) ${MONTH}(?: (20\\d\\d))?`), (match) => {
    const toMonth = monthNumber(match[4]!)
    const span = dayRangeSpan(
      Number(match[1]),
      match[2] ? monthNumber(match[2]) : toMonth,
      Number(match[3]),
      toMonth,
      today,
      match[5] ? Number(match[5]) : undefined,
    )
    return span && { kind: 'dates', span, words: match[0].trim() }
  })
  take(found, new RegExp(`\\b(?:tra |fra )?${MONTH} (?:e|o|-) ${MONTH}(?: (20\\d\\d))?`), (match) => {
    const year = match[3] ? Number(match[3]) : undefined
    const first = monthSpan(monthNumber(match[1]!), today, year)
    const second = monthSpan(monthNumber(match[2]!), today, year)
    return second.to >= first.from ? { kind: 'dates', span: { from: first.from, to: second.to }, words: match[0].trim() } : null
  })
  take(found, new RegExp(`\\b(?:(?:a|ad|in|di|per|a fine|a inizio|a meta|nel mese di) )?${MONTH}(?: (20\\d\\d))?\\b`), (match) => ({
    kind: 'dates',
    span: monthSpan(monthNumber(match[1]!), today, match[2] ? Number(match[2]) : undefined),
    words: match[0].trim(),
  }))
  take(found, /\b(il |la )?(prossimo mese|mese prossimo)\b/, (match) => ({
    kind: 'dates',
    span: relativeMonth(1, today),
    words: match[0].trim(),
  }))
  take(found, /\b(questo mese|entro fine mese)\b/, (match) => ({ kind: 'dates', span: relativeMonth(0, today), words: match[0].trim() }))
  for (const period of ITALIAN_PERIODS)
    take(
      found,
      new RegExp(`\\b(?:a |per |durante )?(?:le |il |la )?(?:vacanze di )?${period.words.source.replace(/^\\b/, '')}`),
      (match) => ({
        kind: 'dates',
        span: period.span(today),
        words: match[0].trim(),
      }),
    )
}

function ages(found: Found) {
  take(found, /\b(under 35|sotto i 35|25 ?- ?35|tra i 25 e i 35|venticinquenni|trentenni|giovani|ventenni)\b/, (match) => ({
    kind: 'age',
    badge: '25-35',
    words: match[0],
  }))
  take(found, /\b(over 35|sopra i 35|35 ?- ?49|35 ?\+|tra i 35 e i 49|quarantenni|over 40)\b/, (match) => ({
    kind: 'age',
    badge: '35-49',
    words: match[0],
  }))
}

function confirmed(found: Found) {
  take(found, /\b(gia confermat[oaie]|confermat[oaie]|partenz[ae] garantit[ae]|sicur[oaie] di partire)\b/, (match) => ({
    kind: 'confirmed',
    words: match[0],
  }))
}

function kinds(found: Found) {
  for (const type of TYPES) take(found, type.words, (match) => ({ kind: type.kind, code: type.code, words: match[0] }) as Understood)
}

export type ParsedRequest = {
  understood: Understood[]
  /** The words nothing was understood from, fillers left out. */
  unread: string[]
}

/**
 * Reads an Italian request for a trip ("Giappone ad aprile, massimo 2500 euro, 10 giorni") into
 * what the catalogue's search can filter by, each with the words that said it: budgets, date
 * spans (months, seasons, holidays, day ranges), durations, types and styles, age groups,
 * confirmed departures, then regions, countries (typos and adjectives forgiven) and continents.
 * Dates are counted from `today` (YYYY-MM-DD).
 */
export function parseItalianRequest(text: string, vocabulary: SearchVocabulary, today: string): ParsedRequest {
  const found: Found = { understood: [], rest: ` ${normalizeRequest(text)} ` }
  budgets(found)
  dates(found, today)
  durations(found)
  ages(found)
  confirmed(found)
  kinds(found)
  places(found, vocabulary)
  const unread = found.rest.split(' ').filter((word) => word.length > 1 && !FILLER.has(word) && !/^[\d.,]+$/.test(word))
  return { understood: found.understood, unread }
}

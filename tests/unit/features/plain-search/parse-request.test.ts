import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filterSchema } from '@/features/catalog/filter-schema'
import { parseItalianRequest, type Understood } from '@/features/plain-search/parse-request'
import { requestFilters } from '@/features/plain-search/request-filters'
import { MAX_REQUEST_LENGTH, normalizeRequest } from '@/features/plain-search/text'
import { DEMO_VOCABULARY, iso3Of } from '../../../support/plain-search-vocabulary'

/** Requests are read on this day: a Saturday near the end of November 2026. */
const TODAY = '2026-11-28'

type Expected = {
  places?: string[]
  continent?: string
  dates?: [string, string]
  budget?: [number | null, number | null]
  days?: [number, number]
  type?: string
  style?: string
  age?: string
  confirmed?: true
}

/** What a parse understood, in the table's terms (each kind once, places in alphabetical order of their codes). */
function summary(understood: readonly Understood[]): Expected {
  const found: Expected = {}
  for (const each of understood) {
    if (each.kind === 'destinations') found.places = [...(found.places ?? []), ...each.ids.map(iso3Of)].sort()
    if (each.kind === 'continent') found.continent = each.code
    if (each.kind === 'dates') found.dates = [each.span.from, each.span.to]
    if (each.kind === 'budget') found.budget = [each.min, each.max]
    if (each.kind === 'duration') found.days = [each.from, each.to]
    if (each.kind === 'travel-type') found.type = each.code
    if (each.kind === 'travel-style') found.style = each.code
    if (each.kind === 'age') found.age = each.badge
    if (each.kind === 'confirmed') found.confirmed = true
  }
  return found
}

const SOUTH_EAST_ASIA = ['THA', 'VNM', 'KHM', 'LAO', 'IDN', 'MYS', 'PHL', 'MMR', 'SGP'].filter((iso3) =>
  DEMO_VOCABULARY.destinations.some((destination) => destination.iso3 === iso3),
)
const SCANDINAVIA = ['NOR', 'SWE', 'FIN', 'DNK', 'ISL'].filter((iso3) => DEMO_VOCABULARY.destinations.some((each) => each.iso3 === iso3))
const SOUTH_AMERICA = ['ARG', 'BOL', 'BRA', 'CHL', 'COL', 'ECU', 'PER', 'URY', 'PRY', 'VEN'].filter((iso3) =>
  DEMO_VOCABULARY.destinations.some((each) => each.iso3 === iso3),
)

const TABLE: ReadonlyArray<readonly [string, Expected]> = [
  // The spec's examples and the two budgets.
  [
    'Giappone ad aprile, massimo 2500 euro, 10 giorni',
    { places: ['JPN'], dates: ['2027-04-01', '2027-04-30'], budget: [null, 2500], days: [8, 12] },
  ],
  ['Sud-est asiatico a febbraio sotto i 3000 euro', { places: SOUTH_EAST_ASIA, dates: ['2027-02-01', '2027-02-28'], budget: [null, 3000] }],
  ['giapone aprile max 2500', { places: ['JPN'], dates: ['2027-04-01', '2027-04-30'], budget: [null, 2500] }],
  ['in Giappone', { places: ['JPN'] }],
  ['GIAPPONE APRILE', { places: ['JPN'], dates: ['2027-04-01', '2027-04-30'] }],
  ['giapponese', { places: ['JPN'] }],
  ['Giappone, Corea del Sud', { places: ['JPN', 'KOR'] }],
  ['giappone 3k', { places: ['JPN'], budget: [null, 3000] }],
  ['in autunno in giappone', { places: ['JPN'], dates: ['2027-09-01', '2027-11-30'] }],
  ['tra marzo e aprile in giappone', { places: ['JPN'], dates: ['2027-03-01', '2027-04-30'] }],
  // Places: names, typos, adjectives, aliases, regions, continents.
  ['viaggio in Perù a Pasqua', { places: ['PER'], dates: ['2027-03-24', '2027-03-31'] }],
  ["peru'", { places: ['PER'] }],
  ['islandese', { places: ['ISL'] }],
  ['vietnamm', { places: ['VNM'] }],
  ['argentinaa', { places: ['ARG'] }],
  ['tailandia', { places: ['THA'] }],
  ['filipine', { places: ['PHL'] }],
  ['marrocco', { places: ['MAR'] }],
  ['cambogia e laos', { places: ['KHM', 'LAO'] }],
  ['messico o guatemala', { places: ['MEX', 'GTM'] }],
  ['stati uniti on the road', { places: ['USA'], type: 'tour' }],
  ['usa a settembre', { places: ['USA'], dates: ['2027-09-01', '2027-09-30'] }],
  ['primavera in olanda', { places: ['NLD'], dates: ['2027-03-01', '2027-05-31'] }],
  ['inghilterra a luglio', { places: ['GBR'], dates: ['2027-07-01', '2027-07-31'] }],
  ['sudafrica', { places: ['ZAF'] }],
  ['costa rica a marzo', { places: ['CRI'], dates: ['2027-03-01', '2027-03-31'] }],
  ['nuova zelanda 3 settimane', { places: ['NZL'], days: [20, 22] }],
  ['america latina', { places: SOUTH_AMERICA }],
  ['scandinavia ad agosto', { places: SCANDINAVIA, dates: ['2027-08-01', '2027-08-31'] }],
  ['Europa a dicembre', { continent: 'europe', dates: ['2026-12-01', '2026-12-31'] }],
  ['asia sotto 2000 euro', { continent: 'asia', budget: [null, 2000] }],
  ['africa a gennaio', { continent: 'africa', dates: ['2027-01-01', '2027-01-31'] }],
  ['oceania 3 settimane', { continent: 'oceania', days: [20, 22] }],
  ['egitto e giordania a marzo sotto i 2000 euro', { places: ['EGY', 'JOR'], dates: ['2027-03-01', '2027-03-31'], budget: [null, 2000] }],
  // Dates: months, years, ranges, seasons, holidays, relative months.
  ['islanda in estate', { places: ['ISL'], dates: ['2027-06-01', '2027-08-31'] }],
  ['dal 10 al 20 maggio in grecia', { places: ['GRC'], dates: ['2027-05-10', '2027-05-20'] }],
  ['dal 28 dicembre al 4 gennaio', { dates: ['2026-12-28', '2027-01-04'] }],
  ['il prossimo mese in marocco', { places: ['MAR'], dates: ['2026-12-01', '2026-12-31'] }],
  ['capodanno in egitto', { places: ['EGY'], dates: ['2026-12-27', '2027-01-03'] }],
  ['natale in finlandia', { places: ['FIN'], dates: ['2026-12-20', '2026-12-28'] }],
  ['a maggio 2027 in spagna', { places: ['ESP'], dates: ['2027-05-01', '2027-05-31'] }],
  ['luglio o agosto in norvegia', { places: ['NOR'], dates: ['2027-07-01', '2027-08-31'] }],
  ['cultura in giordania a novembre', { places: ['JOR'], style: 'culture', dates: ['2027-11-01', '2027-11-30'] }],
  ['in inverno in finlandia', { places: ['FIN'], dates: ['2026-12-01', '2027-02-28'] }],
  ['ferragosto in albania', { places: ['ALB'], dates: ['2027-08-08', '2027-08-22'] }],
  ['a inizio maggio in portogallo', { places: ['PRT'], dates: ['2027-05-01', '2027-05-31'] }],
  ['vorrei andare in Islanda a vedere l’aurora a febbraio', { places: ['ISL'], dates: ['2027-02-01', '2027-02-28'] }],
  // Budgets.
  ['2.500 € per la thailandia', { places: ['THA'], budget: [null, 2500] }],
  ['sotto i 3000 euro', { budget: [null, 3000] }],
  ['tra 1500 e 2500 euro', { budget: [1500, 2500] }],
  ['budget 2k', { budget: [null, 2000] }],
  ['massimo 1.800 euro in turchia', { places: ['TUR'], budget: [null, 1800] }],
  ['3000 euro', { budget: [null, 3000] }],
  ['meno di 1000 euro weekend', { budget: [null, 1000], days: [2, 4] }],
  ['grecia, 2.500 euro', { places: ['GRC'], budget: [null, 2500] }],
  ['marocco 8 giorni 1200€', { places: ['MAR'], days: [6, 10], budget: [null, 1200] }],
  ['almeno 2000 euro in giappone', { places: ['JPN'], budget: [2000, null] }],
  ['fino a 2,5 mila euro', { budget: [null, 2500] }],
  // Durations.
  ['trekking in nepal una settimana', { places: ['NPL'], type: 'trekking', days: [6, 8] }],
  ['weekend in portogallo', { places: ['PRT'], days: [2, 4] }],
  ['10 notti in sri lanka', { places: ['LKA'], days: [9, 13] }],
  ['da 7 a 10 giorni in kenya', { places: ['KEN'], days: [7, 10] }],
  ['due settimane in brasile', { places: ['BRA'], days: [13, 15] }],
  ['in india per 15 giorni', { places: ['IND'], days: [13, 17] }],
  // Types, styles, ages, confirmed departures.
  ['mare in grecia ad agosto', { places: ['GRC'], style: 'relax', dates: ['2027-08-01', '2027-08-31'] }],
  ['safari in tanzania', { places: ['TZA'], style: 'nature' }],
  ['vela in croazia', { places: ['HRV'], type: 'sailing' }],
  ['escursioni in islanda', { places: ['ISL'], type: 'trekking' }],
  ['avventura in bolivia', { places: ['BOL'], style: 'adventure' }],
  ['divertimento in spagna', { places: ['ESP'], style: 'party' }],
  ['giovani 25-35 in messico', { places: ['MEX'], age: '25-35' }],
  ['viaggio di gruppo per trentenni in cile', { places: ['CHL'], age: '25-35' }],
  ['over 35 in peru', { places: ['PER'], age: '35-49' }],
  ['sopra i 35 anni in vietnam', { places: ['VNM'], age: '35-49' }],
  ['partenze già confermate in india', { places: ['IND'], confirmed: true }],
  ['già confermati a dicembre sotto i 2500 euro', { confirmed: true, dates: ['2026-12-01', '2026-12-31'], budget: [null, 2500] }],
  // Nothing to understand.
  ['ciao come stai', {}],
  ['', {}],
  ['asdfgh qwerty', {}],
  ['non so, qualcosa di bello', {}],
  ['<script>alert(1)</script>', {}],
  ['2500', {}],
]

describe('an Italian request read into the search’s filters', () => {
  it('has a table of at least 80 requests', () => expect(TABLE.length).toBeGreaterThanOrEqual(80))

  it.each(TABLE)('%s', (request, expected) => {
    expect(summary(parseItalianRequest(request, DEMO_VOCABULARY, TODAY).understood)).toEqual(
      expected.places ? { ...expected, places: [...expected.places].sort() } : expected,
    )
  })

  it('says which words gave each filter, and which it could not read', () => {
    expect(parseItalianRequest('Sud-est asiatico sotto i 3000 euro', DEMO_VOCABULARY, TODAY).understood[0]!.words).toBe('sotto i 3000 euro')
    const parsed = parseItalianRequest('Giappone ad aprile, massimo 2500 euro, aurora boreale', DEMO_VOCABULARY, TODAY)
    expect(parsed.understood.map((each) => each.words)).toEqual(['massimo 2500 euro', 'ad aprile', 'giappone'])
    expect(parsed.unread).toEqual(['aurora', 'boreale'])
  })
})

describe('any input', () => {
  it('is read without throwing, up to the request length, each thing understood taken from its words', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 2000 }),
          fc.string({ unit: 'grapheme', maxLength: 600 }),
          fc.constantFrom(...TABLE.map(([request]) => request)),
        ),
        (text) => {
          const parsed = parseItalianRequest(text, DEMO_VOCABULARY, TODAY)
          for (const each of parsed.understood) expect(normalizeRequest(text)).toContain(each.words)
          expect(parsed.unread.join(' ').length).toBeLessThanOrEqual(MAX_REQUEST_LENGTH)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('reads only the first characters of a huge request', () => {
    const huge = `${'giappone '.repeat(10_000)}islanda`
    const parsed = parseItalianRequest(huge, DEMO_VOCABULARY, TODAY)
    expect(summary(parsed.understood)).toEqual({ places: ['JPN'] })
  })
})

describe('the search filters of a request', () => {
  it('are the catalogue’s: places, dates, prices in cents, days, type, style, age and confirmed departures', () => {
    const { understood } = parseItalianRequest(
      'trekking avventuroso in nepal o india ad aprile tra 1500 e 2500 euro 10 giorni over 35 già confermati',
      DEMO_VOCABULARY,
      TODAY,
    )
    const ids = (iso3: string) => DEMO_VOCABULARY.destinations.find((each) => each.iso3 === iso3)!.id
    expect(requestFilters(understood)).toEqual({
      destinationId: [ids('NPL'), ids('IND')],
      dateFrom: '2027-04-01',
      dateTo: '2027-04-30',
      priceFrom: 150_000,
      priceTo: 250_000,
      durationFrom: 8,
      durationTo: 12,
      travelTypes: ['trekking'],
      travelStyles: ['adventure'],
      ageBadge: '35-49',
      status: ['CONFIRMED', 'ALMOST_FULL'],
    })
    expect(filterSchema.safeParse(requestFilters(understood)).success).toBe(true)
  })
})

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET, GET as getOptions, POST as postDays } from '@/app/(site)/api/v1/[...path]/route'
import { EDITION_CODES, EDITIONS, type EditionCode } from '@/editions/editions'
import { filterSchema } from '@/features/catalog/filter-schema'
import { searchableText } from '@/features/catalog/search-text'
import { markCatalogChanged } from '@/features/catalog/search/snapshot-store'
import { DEFAULT_SEARCH_STATUSES } from '@/features/catalog/statuses'
import { checkDeclaredAnswer } from './site-call'
import { ensureCatalog } from '../../seed/catalog'
import { generateCatalog } from '../../seed/catalog/generate'
import type { CatalogSize, GeneratedCatalog } from '../../seed/catalog/types'
import { expectedTourIds } from '../support/catalog-oracle'
import { testCms } from './test-cms'

const SIZE: CatalogSize = { travels: 80, tours: 1200, seed: 5, detailedTravels: 0, anchor: new Date() }
const today = new Date().toISOString().slice(0, 10)

let payload: Payload
let catalog: GeneratedCatalog

type Found = { id: number; name: string; isoCodeAlpha3: string; isoCodeAlpha2: string | null; itineraries: number; departures: number }

async function search(query: string) {
  const response = await GET(new NextRequest(`http://localhost/api/v1/destinations/search?${query}`), { params: Promise.resolve({}) })
  const body = (await response.json()) as { data: { destinations: Found[]; total: number } } & Record<string, unknown>
  if (response.ok) checkDeclaredAnswer('GET', 'destinations/search', body)
  return { status: response.status, body }
}

/** What the generated catalog says of a country: published itineraries going there, and their departures still to come, not sold out. */
function expectedCounts(destinationId: number) {
  const travels = catalog.travels.filter((travel) => travel.published && travel.destinationIds.includes(destinationId))
  const ids = new Set(travels.map((travel) => travel.id))
  const departures = catalog.tours.filter((tour) => ids.has(tour.travelId) && tour.startingDate >= today && tour.status !== 'SOLD_OUT')
  return { itineraries: travels.length, departures: departures.length }
}

/** The countries whose name in the edition's language has, for every typed word, a word starting with it. */
function expectedMatches(text: string, edition: EditionCode) {
  const typed = searchableText(text).split(' ')
  return catalog.destinations.filter((destination) => {
    const words = searchableText(destination.name[EDITIONS[edition].language]).split(' ')
    return typed.every((word) => words.some((own) => own.startsWith(word)))
  })
}

beforeAll(async () => {
  payload = await testCms()
  await ensureCatalog(payload, SIZE, { replace: true })
  markCatalogChanged()
  catalog = generateCatalog(SIZE)
})

describe('GET /api/v1/destinations/search', () => {
  it('finds countries by the start of their words, accents and case ignored, in every edition’s language', async () => {
    for (const edition of EDITION_CODES) {
      const language = EDITIONS[edition].language
      for (const destination of catalog.destinations.slice(0, 12)) {
        const name = destination.name[language]
        // The first letters of the name, shouted and without accents.
        const typed = searchableText(name).slice(0, 3).toUpperCase()
        const { status, body } = await search(`edition=${edition}&q=${encodeURIComponent(typed)}&limit=20`)
        expect(status).toBe(200)
        const ids = body.data.destinations.map((found) => found.id)
        expect(ids, `${edition} "${typed}"`).toContain(destination.id)
        expect(body.data.total).toBe(expectedMatches(typed, edition).length)
      }
    }
  })

  it('gives each country its itineraries and upcoming departures, as the catalog holds them', async () => {
    const { body } = await search('edition=it&q=a&limit=20')
    expect(body.data.destinations.length).toBeGreaterThan(3)
    for (const found of body.data.destinations)
      expect({ id: found.id, ...expectedCounts(found.id) }).toMatchObject({
        id: found.id,
        itineraries: found.itineraries,
        departures: found.departures,
      })
  })

  it('gives each country the alpha-2 code of its flag', async () => {
    const peru = catalog.destinations.find((destination) => destination.alpha3 === 'PER') ?? catalog.destinations[0]!
    const { body } = await search(`edition=it&q=${encodeURIComponent(peru.name.it)}`)
    const found = body.data.destinations.find((destination) => destination.id === peru.id)!
    expect(found.isoCodeAlpha3).toBe(peru.alpha3)
    expect(found.isoCodeAlpha2).toMatch(/^[A-Z]{2}$/)
    if (peru.alpha3 === 'PER') expect(found.isoCodeAlpha2).toBe('PE')
    for (const destination of body.data.destinations) expect(Object.keys(destination)).toContain('isoCodeAlpha2')
  })

  it('puts names starting with the whole text first, then the busiest', async () => {
    const peru = catalog.destinations.find((destination) => destination.alpha3 === 'PER')
    const target = peru ?? catalog.destinations[0]!
    const name = target.name.es
    const { body } = await search(`edition=es&q=${encodeURIComponent(name.toLowerCase())}`)
    expect(body.data.destinations[0]!.name).toBe(name)
    const { body: all } = await search('edition=en&q=s&limit=20')
    const leading = all.data.destinations.map((found) => searchableText(found.name).startsWith('s'))
    // Every leading match comes before any other.
    expect(leading.indexOf(false) === -1 || leading.lastIndexOf(true) < leading.indexOf(false)).toBe(true)
  })

  it('matches a name by the start of each of its words, its accents typed plainly', async () => {
    const accented = catalog.destinations.find((destination) => /[À-ž]/.test(destination.name.fr))
    expect(accented, 'the catalog has a French name with an accent').toBeTruthy()
    const words = searchableText(accented!.name.fr).split(' ')
    const typed = words.map((word) => word.slice(0, 2)).join(' ')
    const { body } = await search(`edition=fr&q=${encodeURIComponent(typed)}&limit=20`)
    expect(body.data.destinations.map((found) => found.id)).toContain(accented!.id)
  })

  it('refuses an empty or too long text and a bad limit; nothing matches gives an empty list', async () => {
    for (const query of [
      'edition=it',
      'edition=it&q=%20%20',
      `edition=it&q=${'a'.repeat(101)}`,
      'edition=it&q=a&limit=0',
      'edition=it&q=a&limit=x',
    ]) {
      const { status, body } = await search(query)
      expect(status, query).toBe(400)
      expect(body).toMatchObject({ key: 'VALIDATION_ERROR' })
    }
    const none = await search('edition=de&q=zzzzqq')
    expect(none.status).toBe(200)
    expect(none.body.data).toEqual({ destinations: [], total: 0 })
    // Only punctuation: no word to look for.
    expect((await search('edition=it&q=%2B%2B%2B')).body.data).toEqual({ destinations: [], total: 0 })
  })
})

describe('GET /api/v1/search/options', () => {
  async function options(edition: EditionCode) {
    const response = await getOptions(new NextRequest(`http://localhost/api/v1/search/options?edition=${edition}`), {
      params: Promise.resolve({}),
    })
    expect(response.status).toBe(200)
    return (
      (await response.json()) as {
        data: {
          continents: Array<{ code: string; name: string }>
          destinations: Array<{ id: number; name: string }>
          periods: Array<{ type: string; label: string; startingDate: string; endingDate: string }>
        }
      }
    ).data
  }

  it('offers the continents and the periods not yet over, months as name and year, in each edition’s language', async () => {
    const italian = await options('it')
    expect(italian.continents.map((continent) => continent.code).sort()).toEqual(
      catalog.continents.map((continent) => continent.code).sort(),
    )
    const months = italian.periods.filter((period) => period.type === 'month')
    const first = catalog.periods.find((period) => period.type === 'month')!
    expect(months[0]).toMatchObject({
      label: `${first.name!.it} ${first.year}`,
      startingDate: first.startingDate,
      endingDate: first.endingDate,
    })
    expect(italian.periods.every((period) => period.endingDate >= today)).toBe(true)
    expect(italian.periods.map((period) => period.startingDate)).toEqual(italian.periods.map((period) => period.startingDate).sort())
    expect(italian.periods.find((period) => period.type === 'event')?.label).toBe('Capodanno')
    // The seasons not yet over, by their German names, in date order.
    const seasons = catalog.periods
      .filter((period) => period.type === 'period' && period.endingDate >= today)
      .sort((a, b) => a.startingDate.localeCompare(b.startingDate))
    expect(seasons.length).toBeGreaterThanOrEqual(3)
    expect((await options('de')).periods.filter((period) => period.type === 'period').map((period) => period.label)).toEqual(
      seasons.map((season) => season.name!.de),
    )
  })

  it('names every country in each edition’s language', async () => {
    for (const edition of EDITION_CODES) {
      const { destinations } = await options(edition)
      const language = EDITIONS[edition].language
      expect(destinations.map((destination) => [destination.id, destination.name]).sort()).toEqual(
        catalog.destinations.map((destination) => [destination.id, destination.name[language]]).sort(),
      )
    }
  })
})

describe('POST /api/v1/tours/days', () => {
  async function days(body: unknown) {
    const response = await postDays(
      new NextRequest('http://localhost/api/v1/tours/days?edition=it', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve({}) },
    )
    return { status: response.status, body: (await response.json()) as { data: { days: string[] } } & Record<string, unknown> }
  }

  /** The days the departures the catalog holds for these filters start on. */
  function expectedDays(filters: unknown) {
    const starts = new Map(catalog.tours.map((tour) => [tour.id, tour.startingDate]))
    const ids = expectedTourIds(catalog, filterSchema.parse(filters), 'EUR', Math.floor(Date.now() / 86_400_000), 'it')
    return [...new Set(ids.map((id) => starts.get(id)!))].sort()
  }

  it('gives the days departures start on for a destination, a continent or nothing chosen, each once and in order', async () => {
    const window = { status: DEFAULT_SEARCH_STATUSES, dateFrom: today, dateTo: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` }
    const destination = catalog.destinations.find((entry) => expectedDays({ ...window, destinationId: [entry.id] }).length > 0)!
    const continent = catalog.continents.find((entry) => entry.id === destination.continentId)!
    for (const filters of [{ ...window, destinationId: [destination.id] }, { ...window, continentId: [continent.id] }, window]) {
      const { status, body } = await days(filters)
      expect(status).toBe(200)
      const expected = expectedDays(filters)
      expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0)
      expect(body.data.days).toEqual(expected)
    }
  })

  it('refuses a filter set that is not valid, in the error envelope', async () => {
    for (const body of [
      '{not json',
      { dateFrom: '2027-02-30' },
      { destinationId: ['x'] },
      { dateFrom: '2027-05-01', dateTo: '2027-04-01' },
      { dateRanges: ['2027-05-01..2027-04-01'] },
    ]) {
      const { status, body: answer } = await days(body)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(answer).toMatchObject({ key: 'VALIDATION_ERROR' })
    }
  })
})

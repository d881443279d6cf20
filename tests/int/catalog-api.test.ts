import { defaultEdition } from '@/editions/edition'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureCatalog } from '../../seed/catalog'
import { generateCatalog } from '../../seed/catalog/generate'
import type { CatalogSize, GeneratedCatalog } from '../../seed/catalog/types'
import { catalogQuery } from '@/features/catalog/database'
import { SORT_OPTIONS } from '@/features/catalog/sorting'
import { apiHandler } from '@/lib/http/api-handler'
import { CATALOG_CALLS, showTopSellers, showTravel } from '@/features/catalog/handlers'
import { expectedTourIds, expectedTravels } from '../support/catalog-oracle'
import { testCms } from './test-cms'

/** A small catalog, fixed by its seed and month, so the expected answers can be worked out here. */
export const SIZE: CatalogSize = { travels: 120, tours: 2400, seed: 11, detailedTravels: 4, anchor: new Date() }
const DAY_MS = 86_400_000
const today = Math.floor(Date.now() / DAY_MS)
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

let payload: Payload
let catalog: GeneratedCatalog

function call(name: keyof typeof CATALOG_CALLS, body: unknown, query = 'edition=it') {
  const handler = apiHandler((request: NextRequest) => CATALOG_CALLS[name](request, async () => catalogQuery(payload)))
  const request = new NextRequest(`http://localhost/api/v1/catalog?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return handler(request, {}).then(async (response) => ({ status: response.status, body: await response.json() }))
}

beforeAll(async () => {
  payload = await testCms()
  await ensureCatalog(payload, SIZE, { replace: true })
  catalog = generateCatalog(SIZE)
})

describe('POST /api/v1/travels/paginated', () => {
  it('lists the published travels 20 a page by default, each with its cheapest bookable departure', async () => {
    const { status, body } = await call('travelsPaginated', {})
    const expected = expectedTravels(catalog, { page: 1, perPage: 20, show: 100, tab: 'travels' }, 'EUR', today, 'it')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ currentPage: 1, perPage: 20, total: expected.length, lastPage: Math.ceil(expected.length / 20) })
    expect(body.data.data.map((travel: { id: number }) => travel.id)).toEqual(expected.slice(0, 20).map((row) => row.travelId))
    expect(body.data.data.map((travel: { bestTour: { id: number } | null }) => travel.bestTour?.id ?? null)).toEqual(
      expected.slice(0, 20).map((row) => row.bestTourId),
    )
    const first = body.data.data[0]
    expect(first).toMatchObject({
      slug: expect.any(String),
      url: `/it/viaggi/${first.slug}`,
      numberOfDays: expect.any(Number),
      destinationLabel: expect.any(String),
    })
    expect(first.thumbnailImage.desktop).toMatchObject({
      baseUrl: expect.stringMatching(/^http/),
      seoName: expect.stringMatching(/\.webp$/),
      altText: expect.any(String),
    })
  })

  it('hides unpublished travels', async () => {
    const hidden = catalog.travels.filter((travel) => !travel.published).map((travel) => travel.id)
    expect(hidden.length).toBeGreaterThan(0)
    const { body } = await call('travelsPaginated', { perPage: 100, travelId: hidden })
    expect(body.data.total).toBe(0)
  })

  it('answers a page past the last with no data, and refuses perPage out of 1..100', async () => {
    const past = await call('travelsPaginated', { page: 999 })
    expect(past.status).toBe(200)
    expect(past.body.data).toMatchObject({ currentPage: 999, data: [] })
    for (const perPage of [0, 101, 2.5]) {
      const { status, body } = await call('travelsPaginated', { perPage })
      expect(status).toBe(400)
      expect(body).toMatchObject({ key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'perPage' }] } })
    }
  })

  it('prices in the currency asked for, and filters prices in it', async () => {
    const euro = await call('travelsPaginated', { travelId: [1, 2, 3], hasTours: true })
    const dollar = await call('travelsPaginated', { travelId: [1, 2, 3], hasTours: true }, 'edition=us&currency=USD')
    const tourId = euro.body.data.data[0].bestTour.id
    const generated = catalog.tours.find((tour) => tour.id === tourId)!
    expect(euro.body.data.data[0].bestTour).toMatchObject({ currency: 'EUR', price: generated.prices.EUR.price })
    const usd = dollar.body.data.data.find((travel: { id: number }) => travel.id === euro.body.data.data[0].id)
    expect(usd.bestTour.currency).toBe('USD')
    const priced = await call('travelsPaginated', { priceFrom: 100_000, perPage: 100 }, 'edition=us&currency=USD')
    for (const travel of priced.body.data.data) expect(travel.bestTour.price).toBeGreaterThanOrEqual(100_000)
    expect(priced.body.data.data[0].url).toMatch(/^\/us\/destinations\//)
  })

  it('refuses bad bodies with the field paths', async () => {
    const cases: Array<[unknown, string]> = [
      ['{not json', ''],
      [{ status: ['OPEN'] }, 'status.0'],
      [{ priceFrom: 5000, priceTo: 100 }, 'priceTo'],
      [{ durations: ['MAX_3'] }, 'durations.0'],
      [{ continentId: Array.from({ length: 60 }, (_, index) => index + 1) }, 'continentId'],
      [{ dateFrom: 'tomorrow' }, 'dateFrom'],
      [{ dateRanges: ['2027-06-01..2027-05-01'] }, 'dateRanges.0'],
      [{ dateRanges: ['2027-06-01', '2027-02-30..2027-03-02'] }, 'dateRanges.1'],
    ]
    for (const [body, path] of cases) {
      const response = await call('travelsPaginated', body)
      expect(response.status).toBe(400)
      expect(response.body.key).toBe('VALIDATION_ERROR')
      expect(response.body.extra.issues.map((issue: { path: string }) => issue.path)).toContain(path)
    }
    expect((await call('travelsPaginated', {}, 'edition=it&currency=JPY')).status).toBe(400)
  })
})

describe('each filter key filters as its name says', () => {
  const continentOf = (destinationId: number) => catalog.destinations.find((destination) => destination.id === destinationId)!.continentId
  const travel = (id: number) => catalog.travels.find((entry) => entry.id === id)!
  const tour = (id: number) => catalog.tours.find((entry) => entry.id === id)!
  const month = isoDay(today + 60).slice(0, 8)
  const searchedCountry = () => catalog.destinations.find((destination) => /^[A-Za-z]+$/.test(destination.name.it))!
  const destinationName = (id: number) => catalog.destinations.find((destination) => destination.id === id)!.name.it
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  /** Text search matches word prefixes, accents and case ignored. */
  const hasWordStartingWith = (text: string, word: string) =>
    plain(text)
      .split(/[^a-z0-9]+/)
      .some((part) => part.startsWith(plain(word)))

  type Filters = Record<string, unknown> | (() => Record<string, unknown>)
  const cases: Array<[string, Filters, (item: { id: number; bestTour: { id: number } | null }) => boolean]> = [
    ['durations', { durations: ['MAX_6'] }, (item) => travel(item.id).numberOfDays <= 6],
    [
      'durationFrom/To',
      { durationFrom: 8, durationTo: 12 },
      (item) => travel(item.id).numberOfDays >= 8 && travel(item.id).numberOfDays <= 12,
    ],
    [
      'priceFrom/To',
      { priceFrom: 80_000, priceTo: 120_000 },
      (item) => tour(item.bestTour!.id).prices.EUR.price >= 80_000 && tour(item.bestTour!.id).prices.EUR.price <= 120_000,
    ],
    ['ageBadge', { ageBadge: '35-49' }, (item) => tour(item.bestTour!.id).ageBadge === '35-49'],
    ['discounted', { discounted: true }, (item) => tour(item.bestTour!.id).prices.EUR.discount > 0],
    ['isNoSharingRoomAvailable', { isNoSharingRoomAvailable: true }, (item) => travel(item.id).isNoSharingRoomAvailable],
    ['badgeId', { badgeId: [1] }, (item) => travel(item.id).badgeIds.includes(1)],
    ['travelStyles', { travelStyles: ['adventure'] }, (item) => travel(item.id).travelStyleId === 1],
    ['status', { status: ['CONFIRMED'] }, (item) => tour(item.bestTour!.id).status === 'CONFIRMED'],
    ['travelTypes', { travelTypes: ['tour'] }, (item) => travel(item.id).travelTypeId === 1],
    ['costCenters', { costCenters: ['short-haul'] }, (item) => travel(item.id).costCenterId === 2],
    [
      'textSearch',
      // Built when the test runs, from the loaded catalog: a one-word country name of the edition.
      () => ({ textSearch: searchedCountry().name.it }),
      (item) =>
        travel(item.id).destinationIds.some((id) => hasWordStartingWith(destinationName(id), searchedCountry().name.it)) ||
        hasWordStartingWith(travel(item.id).title.it, searchedCountry().name.it),
    ],
    [
      'dateFrom/dateTo',
      { dateFrom: `${month}01`, dateTo: `${month}28` },
      (item) => tour(item.bestTour!.id).startingDate >= `${month}01` && tour(item.bestTour!.id).startingDate <= `${month}28`,
    ],
    [
      'dateRanges',
      { dateRanges: [`${month}01..${month}07`, `${isoDay(today + 150)}..${isoDay(today + 170)}`] },
      (item) => {
        const start = tour(item.bestTour!.id).startingDate
        return (start >= `${month}01` && start <= `${month}07`) || (start >= isoDay(today + 150) && start <= isoDay(today + 170))
      },
    ],
    ['continentId', { continentId: [2] }, (item) => travel(item.id).destinationIds.some((id) => continentOf(id) === 2)],
    ['destinationId', { destinationId: [70, 71] }, (item) => travel(item.id).destinationIds.some((id) => id === 70 || id === 71)],
    ['travelId', { travelId: [5, 6, 7] }, (item) => [5, 6, 7].includes(item.id)],
    ['hasTours', { hasTours: true }, (item) => item.bestTour !== null],
  ]

  it.each(cases)('%s', async (_name, filters, holds) => {
    const { status, body } = await call('travelsPaginated', { ...(typeof filters === 'function' ? filters() : filters), perPage: 100 })
    expect(status).toBe(200)
    expect(body.data.data.length).toBeGreaterThan(0)
    for (const item of body.data.data) expect(holds(item)).toBe(true)
  })

  it('daysSpan widens the dates on both sides', async () => {
    const day = isoDay(today + 45)
    const exact = await call('toursPaginated', { dateFrom: day, dateTo: day, perPage: 100 })
    const widened = await call('toursPaginated', { dateFrom: day, dateTo: day, daysSpan: 3, perPage: 100 })
    expect(widened.body.data.total).toBeGreaterThan(exact.body.data.total)
    for (const item of widened.body.data.data) {
      expect(item.startingDate >= isoDay(today + 42) && item.startingDate <= isoDay(today + 48)).toBe(true)
    }
  })
})

describe('random filter sets give what a plain filter over the same data gives', () => {
  it('for travels and tours, with every sort', async () => {
    const { Random } = await import('../../seed/catalog/random')
    const random = new Random(99)
    const sorts = [undefined, ...SORT_OPTIONS]
    for (let round = 0; round < 40; round++) {
      const filters: Record<string, unknown> = { perPage: 100 }
      if (random.chance(0.3))
        filters.status = random.sample(
          ['PLANNED', 'ALMOST_CONFIRMED', 'CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST', 'SOLD_OUT'],
          random.int(1, 3),
        )
      if (random.chance(0.3)) filters.continentId = [random.int(1, 6)]
      if (random.chance(0.2)) filters.durations = [random.pick(['MAX_6', 'MAX_10', 'OVER_10'])]
      if (random.chance(0.3)) {
        const from = today + random.int(-10, 300)
        filters.dateFrom = isoDay(from)
        filters.dateTo = isoDay(from + random.int(0, 90))
      }
      if (random.chance(0.25)) {
        filters.dateRanges = Array.from({ length: random.int(1, 4) }, () => {
          const from = today + random.int(-10, 400)
          return `${isoDay(from)}..${isoDay(from + random.int(0, 60))}`
        })
        if (random.chance(0.3)) filters.daysSpan = random.int(0, 5)
      }
      if (random.chance(0.3)) filters.priceFrom = random.int(0, 15) * 10_000
      if (random.chance(0.2)) filters.priceTo = ((filters.priceFrom as number | undefined) ?? 0) + random.int(1, 20) * 10_000
      if (random.chance(0.2)) filters.discounted = true
      if (random.chance(0.2)) filters.onOffer = true
      if (random.chance(0.2)) filters.hasTours = true
      if (random.chance(0.15)) filters.travelStyles = [random.pick(['adventure', 'nature', 'culture', 'relax', 'party'])]
      if (random.chance(0.15)) filters.ageBadge = random.pick(['25-35', '35-49'])
      if (random.chance(0.1)) filters.isNoSharingRoomAvailable = true
      filters.sort = random.pick(sorts)
      const parsed = (await import('@/features/catalog/filter-schema')).filterSchema.parse(filters)
      const travels = await call('travelsPaginated', filters)
      const expected = expectedTravels(catalog, parsed, 'EUR', today, 'it')
      expect(travels.body.data.total, JSON.stringify(filters)).toBe(expected.length)
      expect(
        travels.body.data.data.map((item: { id: number; bestTour: { id: number } | null; toursCount: number }) => [
          item.id,
          item.bestTour?.id ?? null,
          item.toursCount,
        ]),
        JSON.stringify(filters),
      ).toEqual(expected.slice(0, 100).map((row) => [row.travelId, row.bestTourId, row.toursCount]))
      const tours = await call('toursPaginated', filters)
      const expectedTours = expectedTourIds(catalog, parsed, 'EUR', today, 'it')
      expect(tours.body.data.total, JSON.stringify(filters)).toBe(expectedTours.length)
      expect(
        tours.body.data.data.map((item: { id: number }) => item.id),
        JSON.stringify(filters),
      ).toEqual(expectedTours.slice(0, 100))
    }
  })
})

describe('POST /api/v1/tours', () => {
  it('gives departures with their travel summary, seats and label, at most `show`', async () => {
    const { status, body } = await call('tours', { show: 5, status: ['CONFIRMED', 'ALMOST_FULL'] })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(5)
    for (const tour of body.data) {
      expect(tour).toMatchObject({
        status: expect.stringMatching(/^(CONFIRMED|ALMOST_FULL)$/),
        freeSeats: expect.any(Number),
        seatsToConfirm: 0,
        travel: { id: expect.any(Number), title: expect.any(String), numberOfDays: expect.any(Number) },
      })
      expect(tour.seatsLabel).toBe(tour.freeSeats > 0 ? 'confirmedTour' : null)
      expect(tour.url).toBe(`${tour.travel.url}/${tour.id}`)
    }
  })
})

describe('GET /api/v1/travels/top-sellers', () => {
  const get = (query: string) =>
    apiHandler((request: NextRequest) => showTopSellers(request, async () => catalogQuery(payload)))(
      new NextRequest(`http://localhost/api/v1/travels/top-sellers?${query}`),
      {},
    ).then(async (response) => ({ status: response.status, body: await response.json() }))

  it('counts itineraries and upcoming departures per country, busiest first', async () => {
    const { status, body } = await get('edition=it&continents[]=europe')
    expect(status).toBe(200)
    const europe = catalog.continents.find((continent) => continent.code === 'europe')!.id
    const countries = catalog.destinations.filter((destination) => destination.continentId === europe)
    expect(body.data.countries).toHaveLength(countries.length)
    const first = body.data.countries[0]
    const travels = catalog.travels.filter((travel) => travel.published && travel.destinationIds.includes(first.id))
    const departures = catalog.tours.filter(
      (tour) => travels.some((travel) => travel.id === tour.travelId) && tour.status !== 'SOLD_OUT' && tour.startingDate >= isoDay(today),
    )
    expect(first).toMatchObject({ itineraries: travels.length, departures: departures.length })
    expect(body.data.countries[0].departures).toBeGreaterThanOrEqual(body.data.countries.at(-1).departures)
  })

  it('finds countries by name in the edition, accents and case aside, and by ISO code', async () => {
    const byName = await get(`edition=de&search=${encodeURIComponent('OSTERREICH')}`)
    expect(byName.body.data.countries.map((country: { isoCodeAlpha3: string }) => country.isoCodeAlpha3)).toEqual(['AUT'])
    const byCode = await get('edition=it&countries[]=PER&countries[]=JPN')
    expect(byCode.body.data.countries.map((country: { isoCodeAlpha3: string }) => country.isoCodeAlpha3).sort()).toEqual(['JPN', 'PER'])
    expect((await get('edition=it&countries[]=peru')).status).toBe(400)
  })
})

describe('GET /api/v1/travels/show and renamed travels', () => {
  const show = (query: string) =>
    apiHandler((request: NextRequest) => showTravel(request, payload))(
      new NextRequest(`http://localhost/api/v1/travels/show?${query}`),
      {},
    ).then(async (response) => ({ status: response.status, body: await response.json() }))

  it('answers a travel with its details, and 418 with the new address after a slug change', async () => {
    const target = catalog.travels.find((travel) => travel.published && travel.details)!
    const before = await show(`edition=it&slug=${target.slug.it}`)
    expect(before.status).toBe(200)
    expect(before.body.data).toMatchObject({ id: target.id, title: target.title.it, stages: expect.any(Array), faq: expect.any(Array) })
    await payload.update({ collection: 'travels', id: target.id, locale: 'it', data: { slug: `${target.slug.it}-nuovo` } })
    const moved = await show(`edition=it&slug=${target.slug.it}`)
    expect(moved.status).toBe(418)
    expect(moved.body).toEqual({ meta: { httpStatusCode: 301, redirectTo: `/it/viaggi/${target.slug.it}-nuovo` } })
    const listed = await call('travelsPaginated', { travelId: [target.id] })
    expect(listed.body.data.data[0].slug).toBe(`${target.slug.it}-nuovo`)
    const english = await show(`edition=en&slug=${target.slug.en}`)
    expect(english.status).toBe(200)
  })

  it("describes a travel's cover and gallery in the edition's language", async () => {
    // The last detailed one: the test above renames the first.
    const target = catalog.travels.filter((travel) => travel.published && travel.details).at(-1)!
    const country = catalog.destinations.find((destination) => destination.id === target.destinationIds[0])!
    const [italian, german] = await Promise.all([show(`edition=it&slug=${target.slug.it}`), show(`edition=de&slug=${target.slug.de}`)])
    type Image = { id: number; altText: string }
    const gallery = (body: { data: { gallery: Image[] } }) => body.data.gallery
    expect(gallery(italian.body).length).toBeGreaterThanOrEqual(4)
    expect(gallery(italian.body).map((image) => image.id)).toEqual(gallery(german.body).map((image) => image.id))
    expect(italian.body.data.thumbnailImage.desktop.altText.startsWith(`${country.name.it}: `)).toBe(true)
    expect(german.body.data.thumbnailImage.desktop.altText.startsWith(`${country.name.de}: `)).toBe(true)
    gallery(italian.body).forEach((image, index) => expect(image.altText).not.toBe(gallery(german.body)[index]!.altText))
  })

  it('names the itinerary’s places as the edition’s language writes them', async () => {
    const target = catalog.travels
      .filter((travel) => travel.published && travel.details?.stages.some((stage) => stage.placeName.it !== stage.placeName.de))
      .at(-1)!
    const [italian, german] = await Promise.all([show(`edition=it&slug=${target.slug.it}`), show(`edition=de&slug=${target.slug.de}`)])
    const places = (body: { data: { stages: Array<{ place: string }> } }) => body.data.stages.map((stage) => stage.place)
    expect(places(italian.body)).toEqual(target.details!.stages.map((stage) => stage.placeName.it))
    expect(places(german.body)).toEqual(target.details!.stages.map((stage) => stage.placeName.de))
  })

  it('answers 404 for an unknown or unpublished travel', async () => {
    expect((await show('edition=it&slug=no-such-travel')).status).toBe(404)
    const target = catalog.travels.find((travel) => travel.published && travel.id > 50)!
    await payload.update({ collection: 'travels', id: target.id, data: { published: false } })
    expect((await show(`edition=it&slug=${target.slug.it}`)).status).toBe(404)
    const listed = await call('travelsPaginated', { travelId: [target.id] })
    expect(listed.body.data.total).toBe(0)
  })
})

describe('travel and tour addresses', () => {
  it('lead to the travel, its upcoming tour, a redirect, gone or nothing', async () => {
    const { resolveTravelAddress } = await import('@/features/catalog/travel-address')
    const travels = catalog.travels.filter(
      (travel) => travel.published && catalog.tours.some((tour) => tour.travelId === travel.id && tour.startingDate > isoDay(today + 1)),
    )
    const [travel, other] = [travels[10]!, travels[11]!]
    const upcoming = catalog.tours.find((tour) => tour.travelId === travel.id && tour.startingDate > isoDay(today + 1))!
    const othersTour = catalog.tours.find((tour) => tour.travelId === other.id)!
    expect(await resolveTravelAddress(payload, defaultEdition('es'), travel.slug.es)).toMatchObject({
      kind: 'travel',
      travel: { id: travel.id },
    })
    expect(await resolveTravelAddress(payload, defaultEdition('es'), travel.slug.es, String(upcoming.id))).toMatchObject({
      kind: 'tour',
      tourId: upcoming.id,
    })
    expect(await resolveTravelAddress(payload, defaultEdition('es'), travel.slug.es, String(othersTour.id))).toEqual({ kind: 'missing' })
    expect(await resolveTravelAddress(payload, defaultEdition('es'), travel.slug.es, '12abc')).toEqual({ kind: 'missing' })

    const past = await payload.create({
      collection: 'tours',
      data: {
        code: `PAST-${travel.id}-${Date.now()}`,
        travel: travel.id,
        status: 'CONFIRMED',
        startingDate: isoDay(today - 20),
        endingDate: isoDay(today - 12),
        freeSeats: 0,
        seatsToConfirm: 0,
        maxGroupSize: 12,
        prices: { eur: { basePrice: 1000, price: 1000 }, gbp: { basePrice: 1000, price: 1000 }, usd: { basePrice: 1000, price: 1000 } },
      },
    })
    expect(await resolveTravelAddress(payload, defaultEdition('es'), travel.slug.es, String(past.id))).toMatchObject({
      kind: 'departed',
      travel: { id: travel.id },
    })

    await payload.update({ collection: 'travels', id: travel.id, locale: 'es', data: { slug: `${travel.slug.es}-2027` } })
    expect(await resolveTravelAddress(payload, defaultEdition('es'), travel.slug.es, String(upcoming.id))).toEqual({
      kind: 'moved',
      to: `/es/viajes/${travel.slug.es}-2027/${upcoming.id}`,
    })
  })
})

import { defaultEdition } from '@/editions/edition'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { coordinatorDirectory, upcomingDepartures } from '@/features/catalog/coordinators'
import { testCms, uniqueSlug } from './test-cms'

// The page's cache tags are Next's business: here they are only recorded.
const { declared } = vi.hoisted(() => ({ declared: [] as string[][] }))
vi.mock('@/lib/cache/render-tags', () => ({ declareRenderTags: async (tags: string[]) => void declared.push([...tags]) }))

const { ROUTE_DATA_LOADERS } = await import('@/runtime/route-data')

const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)
const prices = { basePrice: 120_000, price: 99_000 }

let payload: Payload
let destination: number

async function newCoordinator(name: string) {
  return payload.create({ collection: 'coordinators', locale: 'it', data: { name, city: 'Torino', slug: uniqueSlug('coord'), bio: 'Bio' } })
}

async function newTravel(coordinator: number, published = true) {
  return payload.create({
    collection: 'travels',
    locale: 'it',
    data: { title: 'Viaggio coordinato', slug: uniqueSlug('trip'), destinations: [destination], numberOfDays: 8, published, coordinator },
  })
}

async function newTour(travel: number, startsIn: number) {
  return payload.create({
    collection: 'tours',
    data: {
      code: uniqueSlug('C').toUpperCase(),
      travel,
      status: 'CONFIRMED',
      startingDate: `${day(startsIn)}T12:00:00.000Z`,
      endingDate: `${day(startsIn + 7)}T12:00:00.000Z`,
      freeSeats: 5,
      seatsToConfirm: 0,
      maxGroupSize: 12,
      prices: { eur: prices, gbp: prices, usd: prices },
    },
  })
}

beforeAll(async () => {
  payload = await testCms()
  const continent = await payload
    .create({ collection: 'continents', locale: 'it', data: { name: 'Asia di prova', code: 'asia' } })
    .catch(async () => (await payload.find({ collection: 'continents', where: { code: { equals: 'asia' } } })).docs[0]!)
  destination = (
    await payload.create({
      collection: 'destinations',
      locale: 'it',
      data: { name: 'Paese coordinato', isoCodeAlpha3: 'XCO', continent: continent.id },
    })
  ).id
})

describe('a coordinator’s page', () => {
  it('finds the coordinator by the slug of the address, and answers 404 (null) for an unknown one', async () => {
    const coordinator = await newCoordinator('Ada Rossi')
    const load = ROUTE_DATA_LOADERS['coordinators-coordinator']!
    declared.length = 0
    const data = await load({ coordinator: coordinator.slug }, { edition: defaultEdition('it'), currency: 'EUR' })
    expect(data?.coordinator).toMatchObject({ id: coordinator.id, name: 'Ada Rossi', city: 'Torino', slug: coordinator.slug })
    // Its cached page expires with the coordinator's edits.
    expect(declared.flat()).toContain(`coordinator:${coordinator.id}`)

    declared.length = 0
    expect(await load({ coordinator: 'nobody-by-this-name' }, { edition: defaultEdition('it'), currency: 'EUR' })).toBeNull()
    expect(await load({ coordinator: 'Not a slug!' }, { edition: defaultEdition('it'), currency: 'EUR' })).toBeNull()
    // A coordinator created later may take that address: the 404 expires with any coordinator's change.
    expect(declared.flat()).toContain('coordinators')
  })

  it('lists the upcoming departures of the travels they lead, by date: none past, none of others', async () => {
    const coordinator = await newCoordinator('Bruno Neri')
    const other = await newCoordinator('Carla Verdi')
    const led = await newTravel(coordinator.id)
    const withdrawn = await newTravel(coordinator.id, false)
    const notTheirs = await newTravel(other.id)
    await newTour(led.id, -1)
    const later = await newTour(led.id, 40)
    const sooner = await newTour(led.id, 10)
    await newTour(withdrawn.id, 5)
    await newTour(notTheirs.id, 5)

    const departures = await upcomingDepartures(payload, coordinator.id, { edition: defaultEdition('it'), currency: 'EUR' })
    expect(departures.map((tour) => tour.id)).toEqual([sooner.id, later.id])
    for (const tour of departures) {
      expect(tour.travel.id).toBe(led.id)
      expect(tour.startingDate >= day(0)).toBe(true)
      expect(tour).toMatchObject({ currency: 'EUR', price: 99_000, url: `/it/viaggi/${led.slug}/${tour.id}` })
    }
    expect(await upcomingDepartures(payload, coordinator.id, { edition: defaultEdition('it'), currency: 'EUR' }, 1)).toHaveLength(1)
    // Someone who leads no published travel has none (not everyone's).
    const newcomer = await newCoordinator('Dario Blu')
    expect(await upcomingDepartures(payload, newcomer.id, { edition: defaultEdition('it'), currency: 'EUR' })).toEqual([])
  })

  it('the list gives each coordinator the destinations of the published travels they lead', async () => {
    const coordinator = await newCoordinator('Elena Gialli')
    const idle = await newCoordinator('Fabio Rosa')
    await newTravel(coordinator.id)
    await newTravel(idle.id, false)
    const { coordinators, destinations } = await coordinatorDirectory(payload, 'it')
    const card = (id: number) => coordinators.find((entry) => entry.id === id)
    expect(card(coordinator.id)?.destinations).toEqual([{ id: destination, name: 'Paese coordinato' }])
    expect(card(idle.id)?.destinations).toEqual([])
    expect(destinations).toContainEqual({ id: destination, name: 'Paese coordinato' })
    expect(card(coordinator.id)).not.toHaveProperty('bio')
  })
})

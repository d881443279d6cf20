import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDestination } from './test-destination'
import { testCms, uniqueSlug } from './test-cms'
import { refusal } from '../support/refusal'

let payload: Payload
let destination: number

const prices = { basePrice: 100_000, price: 90_000 }
const tourData = (travel: number, code: string, extra: Record<string, unknown> = {}) => ({
  code,
  travel,
  status: 'PLANNED' as const,
  startingDate: '2031-05-10T12:00:00.000Z',
  endingDate: '2031-05-17T12:00:00.000Z',
  freeSeats: 10,
  seatsToConfirm: 4,
  maxGroupSize: 15,
  prices: { eur: prices, gbp: prices, usd: prices },
  ...extra,
})

async function newTravel(slug = uniqueSlug('trip')) {
  return payload.create({
    collection: 'travels',
    locale: 'it',
    data: { title: 'Viaggio di prova', slug, destinations: [destination], numberOfDays: 8, published: true },
  })
}

beforeAll(async () => {
  payload = await testCms()
  destination = await testDestination(payload)
})

describe('catalog data rules', () => {
  it('keeps a travel slug unique within an edition, free across editions', async () => {
    const slug = uniqueSlug('unico')
    const first = await newTravel(slug)
    await expect(newTravel(slug)).rejects.toThrow()
    await expect(
      payload.update({ collection: 'travels', id: first.id, locale: 'fr', data: { title: 'Voyage test', slug } }),
    ).resolves.toMatchObject({ slug })
  })

  it('refuses a second tour with the same code, more free seats than places, an end before the start, a price above the base price', async () => {
    const travel = await newTravel()
    const code = uniqueSlug('T').toUpperCase()
    await payload.create({ collection: 'tours', data: tourData(travel.id, code) })
    await expect(payload.create({ collection: 'tours', data: tourData(travel.id, code) })).rejects.toThrow()
    expect(await refusal(payload.create({ collection: 'tours', data: tourData(travel.id, `${code}-2`, { freeSeats: 20 }) }))).toMatch(
      /more free seats than the group has places/i,
    )
    expect(
      await refusal(
        payload.create({ collection: 'tours', data: tourData(travel.id, `${code}-3`, { endingDate: '2031-05-01T12:00:00.000Z' }) }),
      ),
    ).toMatch(/cannot end before it starts/i)
    expect(
      await refusal(
        payload.create({
          collection: 'tours',
          data: tourData(travel.id, `${code}-4`, { prices: { eur: { basePrice: 100, price: 200 }, gbp: prices, usd: prices } }),
        }),
      ),
    ).toMatch(/cannot exceed the base price/i)
  })

  it('works the discount out of the prices and keeps departure days whatever time the editor sent', async () => {
    const travel = await newTravel()
    const tour = await payload.create({
      collection: 'tours',
      data: tourData(travel.id, uniqueSlug('D').toUpperCase(), {
        startingDate: '2031-06-01T22:30:00.000Z',
        endingDate: '2031-06-08T09:00:00.000Z',
      }),
    })
    expect(tour.prices.eur).toEqual({ basePrice: 100_000, price: 90_000, discount: 10_000 })
    expect(tour.startingDate).toBe('2031-06-01T12:00:00.000Z')
  })

  it('has the database refuse what bypasses the CMS: negative seats, inconsistent discounts', async () => {
    const pool = (payload.db as unknown as PostgresAdapter).pool
    const travel = await newTravel()
    const insert = (freeSeats: number, discount: number) =>
      pool.query(
        `INSERT INTO tours (code, travel_id, status, starting_date, ending_date, free_seats, seats_to_confirm, max_group_size,
           prices_eur_base_price, prices_eur_price, prices_eur_discount, prices_gbp_base_price, prices_gbp_price, prices_gbp_discount, prices_usd_base_price, prices_usd_price, prices_usd_discount)
         VALUES ($1, $2, 'PLANNED', now(), now(), $3, 0, 10, 1000, 900, $4, 1000, 900, 100, 1000, 900, 100)`,
        [uniqueSlug('SQL'), travel.id, freeSeats, discount],
      )
    await expect(insert(-1, 100)).rejects.toThrow(/tours_seats_check/)
    await expect(insert(5, 50)).rejects.toThrow(/tours_prices_eur_check/)
    await expect(insert(5, 100)).resolves.toBeDefined()
  })

  it('deletes a travel with its tours', async () => {
    const travel = await newTravel()
    await payload.create({ collection: 'tours', data: tourData(travel.id, uniqueSlug('X').toUpperCase()) })
    await payload.delete({ collection: 'travels', id: travel.id })
    expect((await payload.count({ collection: 'tours', where: { travel: { equals: travel.id } } })).totalDocs).toBe(0)
  })

  it('remembers earlier slugs of an edition, without repeating the current one', async () => {
    const travel = await newTravel('primo-nome-' + Date.now())
    const first = travel.slug
    await payload.update({ collection: 'travels', id: travel.id, locale: 'it', data: { slug: `${first}-b` } })
    const back = await payload.update({ collection: 'travels', id: travel.id, locale: 'it', data: { slug: first } })
    expect(back.previousSlugs?.map((entry) => entry.slug)).toEqual([`${first}-b`])
    const english = await payload.findByID({ collection: 'travels', id: travel.id, locale: 'en' })
    expect(english.previousSlugs ?? []).toEqual([])
  })
})

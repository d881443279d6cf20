import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createBookingSystem } from '@/customer/bookings/booking-systems'
import { catalogQuery } from '@/features/catalog/database'
import { mostBookedTravels, TOP_SELLER_WINDOW_DAYS } from '@/features/catalog/most-booked'
import { testTour, testTravel } from './catalog-fixtures'
import { testDestination } from './test-destination'
import { testCms, uniqueSlug } from './test-cms'

let payload: Payload
let systemId: number
let customerId: number

/** Far from the other files' bookings (made today): only this file's count in its window. */
const TODAY = new Date('2040-01-01T12:00:00Z')
const daysBefore = (days: number) => new Date(TODAY.getTime() - days * 86_400_000)

async function book(tour: number, travellers: number, madeOn: Date, status = 'confirmed') {
  await (payload.db as unknown as PostgresAdapter).pool.query(
    `INSERT INTO bookings (reference, system_id, customer_id, tour_id, status, travellers_count, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [uniqueSlug('TOP'), systemId, customerId, tour, status, travellers, madeOn],
  )
}

beforeAll(async () => {
  payload = await testCms()
  systemId = (await createBookingSystem(payload, uniqueSlug('top-sellers'))).system.id
  const { rows } = await (payload.db as unknown as PostgresAdapter).pool.query('INSERT INTO customers (email) VALUES ($1) RETURNING id', [
    `${uniqueSlug('top-seller')}@example.com`,
  ])
  customerId = rows[0].id
})

describe('top sellers', () => {
  it('rank travels by the travellers of recent bookings, cancelled and older bookings left out', async () => {
    const destination = await testDestination(payload)
    const [steady, popular, cancelled] = [
      await testTravel(payload, destination),
      await testTravel(payload, destination),
      await testTravel(payload, destination),
    ]
    const steadyTours = [await testTour(payload, steady), await testTour(payload, steady, { day: 20 })]
    const popularTour = await testTour(payload, popular)
    const cancelledTour = await testTour(payload, cancelled)
    await book(steadyTours[0]!, 2, daysBefore(10))
    await book(steadyTours[1]!, 1, daysBefore(TOP_SELLER_WINDOW_DAYS - 1))
    await book(steadyTours[1]!, 9, daysBefore(TOP_SELLER_WINDOW_DAYS + 1))
    await book(popularTour, 3, daysBefore(5))
    await book(popularTour, 2, daysBefore(1), 'pending')
    await book(cancelledTour, 8, daysBefore(3), 'cancelled')
    await book(popularTour, 7, new Date(TODAY.getTime() + 86_400_000))

    const query = catalogQuery(payload)
    expect(await mostBookedTravels(query, 10, TODAY)).toEqual([
      { travelId: popular, travellers: 5 },
      { travelId: steady, travellers: 3 },
    ])
    expect(await mostBookedTravels(query, 1, TODAY)).toEqual([{ travelId: popular, travellers: 5 }])
  })
})

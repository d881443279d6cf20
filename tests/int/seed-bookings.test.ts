import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBookings } from '../../seed/bookings'
import { ensureCatalog } from '../../seed/catalog'
import { testTour, testTravel } from './catalog-fixtures'
import { testDestination } from './test-destination'
import { testCms } from './test-cms'

let payload: Payload

beforeAll(async () => {
  payload = await testCms()
  await ensureCatalog(payload, { travels: 24, tours: 240, seed: 7, detailedTravels: 2, anchor: new Date() })
})

describe('the seed’s bookings', () => {
  it('fill the coming months’ departures once, readable as the endpoint writes them', async () => {
    // A departure of the coming weeks with seats taken: whatever catalog the other files left, there is one to book.
    const travel = await testTravel(payload, await testDestination(payload))
    await testTour(payload, travel, { starts: new Date(Date.now() + 30 * 86_400_000) })
    const first = await ensureBookings(payload)
    const again = await ensureBookings(payload)
    expect(again.created).toBe(0)
    const seeded = await payload.find({
      collection: 'bookings',
      where: { reference: { like: 'SEED-' } },
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    // Another test file of this run may have seeded them first.
    if (first.created) expect(seeded.docs).toHaveLength(first.created)
    expect(seeded.docs.length).toBeGreaterThan(0)
    const perTour = new Map<number, { tour: { maxGroupSize: number; status: string }; travellers: number }>()
    for (const booking of seeded.docs) {
      const tour = booking.tour as { id: number; maxGroupSize: number; status: string }
      expect(booking.travellers).toHaveLength(booking.travellersCount!)
      expect(typeof booking.customer === 'object' && booking.customer.email).toMatch(/^traveller\.\d{4}@example\.com$/)
      const entry = perTour.get(tour.id) ?? { tour, travellers: 0 }
      if (booking.status !== 'cancelled') entry.travellers += booking.travellersCount!
      perTour.set(tour.id, entry)
    }
    for (const { tour, travellers } of perTour.values()) {
      expect(travellers).toBeLessThanOrEqual(tour.maxGroupSize)
      if (tour.status === 'SOLD_OUT') expect(travellers).toBeGreaterThanOrEqual(tour.maxGroupSize - 1)
    }
  })
})

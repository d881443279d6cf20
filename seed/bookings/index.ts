import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { createBookingSystem } from '../../src/customer/bookings/booking-systems'
import { insertRows } from '../catalog/sql-rows'
import { BOOKED_MONTHS, generateBookings, SEED_CUSTOMERS, seedCustomerEmail, type SeedTour } from './generate'

/** The bookings system the demo bookings come from; its key is thrown away (nobody calls with it). */
export const DEMO_BOOKINGS_SYSTEM = 'Demo bookings system'

export type BookingsOutcome = { created: number; travellers: number }

async function demoSystem(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'booking-systems',
    where: { name: { equals: DEMO_BOOKINGS_SYSTEM } },
    overrideAccess: true,
    limit: 1,
    depth: 0,
  })
  return docs[0]?.id ?? (await createBookingSystem(payload, DEMO_BOOKINGS_SYSTEM)).system.id
}

/**
 * Generated bookings for the catalog's departures of the coming months, written in one
 * transaction (`npm run seed`), once: the demo system's bookings there already are left alone.
 */
export async function ensureBookings(payload: Payload, today = new Date()): Promise<BookingsOutcome> {
  const systemId = await demoSystem(payload)
  const { totalDocs } = await payload.count({ collection: 'bookings', where: { system: { equals: systemId } }, overrideAccess: true })
  if (totalDocs > 0) return { created: 0, travellers: 0 }
  const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
  try {
    await client.query('BEGIN')
    const until = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + BOOKED_MONTHS, today.getUTCDate()))
    const { rows } = await client.query(
      `SELECT id, starting_date AS "startingDate", status, max_group_size AS "maxGroupSize", free_seats AS "freeSeats"
         FROM tours WHERE starting_date >= $1 AND starting_date < $2 ORDER BY id`,
      [today, until],
    )
    const bookings = generateBookings(rows as SeedTour[], today)
    const emails = Array.from({ length: SEED_CUSTOMERS }, (_, index) => seedCustomerEmail(index))
    await client.query(`INSERT INTO customers (email) SELECT unnest($1::varchar[]) ON CONFLICT (email) DO NOTHING`, [emails])
    const customers = await client.query(`SELECT id, email FROM customers WHERE email = ANY($1::varchar[])`, [emails])
    const customerIds = new Map(customers.rows.map((row: { id: number; email: string }) => [row.email, row.id]))
    const { rows: ids } = await client.query(
      `SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::int AS id FROM generate_series(1, $1)`,
      [bookings.length],
    )
    await insertRows(
      client,
      'bookings',
      ['id', 'reference', 'system_id', 'customer_id', 'tour_id', 'status', 'travellers_count'],
      bookings.map((booking, index) => [
        ids[index]!.id,
        booking.reference,
        systemId,
        customerIds.get(emails[booking.customer]!),
        booking.tourId,
        booking.status,
        booking.travellers.length,
      ]),
    )
    const travellers = bookings.flatMap((booking, index) =>
      booking.travellers.map((traveller, order) => [
        order + 1,
        ids[index]!.id,
        `${ids[index]!.id.toString(16).padStart(20, '0')}${order.toString(16).padStart(4, '0')}`,
        traveller.gender,
        traveller.birthYear,
        traveller.firstTrip,
        traveller.tripsDone,
      ]),
    )
    await insertRows(
      client,
      'bookings_travellers',
      ['_order', '_parent_id', 'id', 'gender', 'birth_year', 'first_trip', 'trips_done'],
      travellers,
    )
    await client.query('COMMIT')
    return { created: bookings.length, travellers: travellers.length }
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}

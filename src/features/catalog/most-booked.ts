import type { QueryRows } from './search/load-snapshot'

/** Bookings made within this many days count towards a travel's sales: "top sellers" means lately. */
export const TOP_SELLER_WINDOW_DAYS = 90

export type BookedTravel = { travelId: number; travellers: number }

/**
 * Travels ranked by the travellers booked on their departures in bookings made over the last
 * `TOP_SELLER_WINDOW_DAYS` days (cancelled bookings do not count), most first, then by id.
 */
export async function mostBookedTravels(query: QueryRows, limit: number, today = new Date()): Promise<BookedTravel[]> {
  const since = new Date(today.getTime() - TOP_SELLER_WINDOW_DAYS * 86_400_000)
  const rows = await query<{ travel_id: number; travellers: string }>(
    `SELECT t.travel_id, sum(b.travellers_count) AS travellers
       FROM bookings b JOIN tours t ON t.id = b.tour_id
      WHERE b.status <> 'cancelled' AND b.created_at >= $1 AND b.created_at <= $2
      GROUP BY t.travel_id
      HAVING sum(b.travellers_count) > 0
      ORDER BY travellers DESC, t.travel_id
      LIMIT $3`,
    [since, today, limit],
  )
  return rows.map((row) => ({ travelId: Number(row.travel_id), travellers: Number(row.travellers) }))
}

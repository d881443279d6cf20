import type { PayloadRequest } from 'payload'
import { lockRow } from '@/lib/database/lock-row'
import { tourAfterSeats } from './tour-seats'

/**
 * Holds `taken` more seats of a departure (negative: frees them) in the request's transaction:
 * its free seats, seats to confirm and status move as `tourAfterSeats` says. The tour is saved
 * through the CMS, so its pages expire and the notify-me alerts fire as for any tour save.
 */
export async function changeTourSeats(req: PayloadRequest, tourId: number, taken: number): Promise<void> {
  if (taken === 0) return
  await lockRow(req, 'tours', tourId)
  const tour = await req.payload.findByID({ collection: 'tours', id: tourId, depth: 0, overrideAccess: true, req })
  const next = tourAfterSeats(tour, taken)
  await req.payload.update({
    collection: 'tours',
    id: tourId,
    data: { freeSeats: next.freeSeats, seatsToConfirm: next.seatsToConfirm, status: next.status },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

import type { Payload, PayloadRequest, Where } from 'payload'

/** Today as the catalog's calendar days count it (UTC). */
export const todayDay = () => new Date().toISOString().slice(0, 10)

/**
 * How many departures of a travel one can still go on (not left, not sold out), leaving one out
 * if asked: none means the travel is out of stock. `req` keeps the count inside a save's transaction.
 */
export async function openDepartures(payload: Payload, travelId: number, options: { except?: number; req?: PayloadRequest } = {}) {
  const where: Where = {
    and: [
      { travel: { equals: travelId } },
      { status: { not_equals: 'SOLD_OUT' } },
      { startingDate: { greater_than_equal: `${todayDay()}T00:00:00.000Z` } },
      ...(options.except === undefined ? [] : [{ id: { not_equals: options.except } }]),
    ],
  }
  const { totalDocs } = await payload.count({ collection: 'tours', where, req: options.req, overrideAccess: true })
  return totalDocs
}

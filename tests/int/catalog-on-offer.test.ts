import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureCatalog } from '../../seed/catalog'
import { generateCatalog } from '../../seed/catalog/generate'
import type { CatalogSize, GeneratedCatalog } from '../../seed/catalog/types'
import { catalogQuery } from '@/features/catalog/database'
import { CATALOG_CALLS } from '@/features/catalog/handlers'
import { apiHandler } from '@/lib/http/api-handler'
import { testCms } from './test-cms'

/** A small catalog, fixed by its seed: about one travel in five has a promotion, a third of those over. */
const SIZE: CatalogSize = { travels: 120, tours: 2400, seed: 11, detailedTravels: 4, anchor: new Date() }
const DAY_MS = 86_400_000
const today = Math.floor(Date.now() / DAY_MS)
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

let payload: Payload
let catalog: GeneratedCatalog

function call(name: keyof typeof CATALOG_CALLS, body: unknown) {
  const handler = apiHandler((request: NextRequest) => CATALOG_CALLS[name](request, async () => catalogQuery(payload)))
  const request = new NextRequest('http://localhost/api/v1/catalog?edition=it', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return handler(request, {}).then(async (response) => ({ status: response.status, body: await response.json() }))
}

beforeAll(async () => {
  payload = await testCms()
  await ensureCatalog(payload, SIZE, { replace: true })
  catalog = generateCatalog(SIZE)
})

describe('departures on offer (onOffer, the sales page)', () => {
  const promoInForce = (travelId: number) => {
    const promo = catalog.travels.find((travel) => travel.id === travelId)!.promo
    return promo !== null && promo.expiresOn >= isoDay(today) ? promo.code : null
  }
  type Answered = { id: number; discount: number; travel: { id: number; promoCode: string | null } }

  it('are the discounted ones and those of a trip whose promotion code is in force, each card naming its code', async () => {
    const tours: Answered[] = []
    for (let page = 1, last = 1; page <= last; page++) {
      const answer = await call('toursPaginated', { onOffer: true, perPage: 100, page, sort: 'discount:desc' })
      expect(answer.status).toBe(200)
      tours.push(...answer.body.data.data)
      last = answer.body.data.lastPage
    }
    const discounted = await call('toursPaginated', { discounted: true, perPage: 1 })
    const byPromoOnly = tours.filter((item) => item.discount === 0)
    expect(byPromoOnly.length).toBeGreaterThan(0)
    expect(tours.length - byPromoOnly.length).toBe(discounted.body.data.total)
    for (const item of tours) {
      expect(item.travel.promoCode).toBe(promoInForce(item.travel.id))
      expect(item.discount > 0 || item.travel.promoCode !== null, `tour ${item.id}`).toBe(true)
    }
    // The biggest discount first: departures on offer by their code alone come last.
    const discounts = tours.map((item) => item.discount)
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a))
  })

  it('leave out a trip whose promotion ended yesterday, and keep one whose last day is today', async () => {
    // A trip whose promotion has ended, with departures to come that have no discount.
    const expired = catalog.travels.find(
      (travel) =>
        travel.published &&
        travel.promo &&
        travel.promo.expiresOn < isoDay(today) &&
        catalog.tours.some((tour) => tour.travelId === travel.id && tour.startingDate > isoDay(today) && tour.prices.EUR.discount === 0),
    )!
    const lastDay = { ...expired, promo: { code: expired.promo!.code, expiresOn: isoDay(today) } }
    const ids = { travelId: [expired.id], perPage: 100 }
    const undiscounted = (body: { data: { data: Answered[] } }) => body.data.data.filter((item) => item.discount === 0)
    const before = await call('toursPaginated', { ...ids, onOffer: true })
    expect(undiscounted(before.body)).toEqual([])
    await payload.update({ collection: 'travels', id: expired.id, data: { promo: lastDay.promo }, context: { disableRevalidate: true } })
    try {
      const after = await call('toursPaginated', { ...ids, onOffer: true })
      const all = await call('toursPaginated', ids)
      expect(after.body.data.total).toBe(all.body.data.total)
      expect(after.body.data.data.every((item: Answered) => item.travel.promoCode === expired.promo!.code)).toBe(true)
    } finally {
      await payload.update({ collection: 'travels', id: expired.id, data: { promo: expired.promo! }, context: { disableRevalidate: true } })
    }
  })
})

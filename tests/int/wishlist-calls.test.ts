import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  POST as add,
  GET as details,
  POST as postWishlist,
  POST as remove,
  GET as showWishlist,
  POST as tours,
  POST as travels,
} from '@/app/(site)/api/v1/[...path]/route'
import { WISHLIST_LIMITS } from '@/customer/wishlist/wishlist-limits'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { siteCaller, signedInCustomer } from './site-call'
import { testDestination } from './test-destination'
import { testCms, uniqueSlug } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
let destination: number

const call = siteCaller('10.1.0')

/** A new customer signed in with a mailed code: their access token. */
const newCustomer = async () => (await signedInCustomer(call, mails, 'wisher')).token

const prices = { basePrice: 100_000, price: 90_000 }
async function newTravel(published = true) {
  const travel = await payload.create({
    collection: 'travels',
    locale: 'it',
    data: { title: 'Viaggio nei desideri', slug: uniqueSlug('desiderio'), destinations: [destination], numberOfDays: 8, published },
  })
  const tourOf = (day: number, year = 2031, status: 'PLANNED' | 'SOLD_OUT' = 'PLANNED') =>
    payload.create({
      collection: 'tours',
      data: {
        code: uniqueSlug('WISH'),
        travel: travel.id,
        status,
        startingDate: `${year}-05-${day}T12:00:00.000Z`,
        endingDate: `${year}-05-${day + 7}T12:00:00.000Z`,
        freeSeats: 10,
        seatsToConfirm: 4,
        maxGroupSize: 15,
        prices: { eur: prices, gbp: prices, usd: prices },
      },
    })
  const tours = [(await tourOf(10)).id, (await tourOf(17)).id]
  return {
    travel: travel.id,
    tours,
    pastTour: async () => (await tourOf(10, 2020)).id,
    soldOutTour: async () => (await tourOf(12, 2031, 'SOLD_OUT')).id,
  }
}

beforeAll(async () => {
  payload = await testCms()
  ;({ mails } = captureMailAndLogs(payload))
  destination = await testDestination(payload)
})

describe('wishlist calls', () => {
  it('answer 401 UNAUTHORIZED to a visitor or a bad token, and 405 to another method', async () => {
    expect(await call(showWishlist, 'wishlist')).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    expect(await call(add, 'wishlist/add', { body: { travelId: 1 } })).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    expect(await call(remove, 'wishlist/remove', { body: { travelId: 1 }, token: 'not-a-token' })).toMatchObject({ status: 401 })
    expect(await call(postWishlist, 'wishlist', { body: {} })).toMatchObject({ status: 405, body: { key: 'METHOD_NOT_ALLOWED' } })
  })

  it('save travels and tours once each, and give the wishlist grouped by travel, the latest first', async () => {
    const token = await newCustomer()
    const first = await newTravel()
    const second = await newTravel()
    expect(await call(showWishlist, 'wishlist', { token })).toMatchObject({ status: 200, body: { data: { travels: [] } } })
    await call(add, 'wishlist/add', { token, body: { travelId: first.travel } })
    await call(add, 'wishlist/add', { token, body: { tourId: first.tours[0] } })
    await call(add, 'wishlist/add', { token, body: { tourId: first.tours[0] } })
    const saved = await call(add, 'wishlist/add', { token, body: { tourId: second.tours[1] } })
    expect(saved.status).toBe(200)
    const expected = {
      travels: [
        { id: second.travel, saved: false, tourIds: [second.tours[1]] },
        { id: first.travel, saved: true, tourIds: [first.tours[0]] },
      ],
    }
    expect(saved.body.data).toEqual(expected)
    expect((await call(showWishlist, 'wishlist', { token })).body.data).toEqual(expected)
  })

  it('remove a tour alone, and a travel with all its saved tours', async () => {
    const token = await newCustomer()
    const {
      travel,
      tours: [one, two],
    } = await newTravel()
    for (const body of [{ travelId: travel }, { tourId: one }, { tourId: two }]) await call(add, 'wishlist/add', { token, body })
    const withoutOne = await call(remove, 'wishlist/remove', { token, body: { tourId: one } })
    expect(withoutOne.body.data).toEqual({ travels: [{ id: travel, saved: true, tourIds: [two] }] })
    expect((await call(remove, 'wishlist/remove', { token, body: { travelId: travel } })).body.data).toEqual({ travels: [] })
    expect((await call(remove, 'wishlist/remove', { token, body: { travelId: travel } })).status).toBe(200)
  })

  it('refuse bad input with 400 VALIDATION_ERROR and unknown or unpublished items with 404 NOT_FOUND', async () => {
    const token = await newCustomer()
    for (const body of [
      {},
      { travelId: 1, tourId: 2 },
      { travelId: '1' },
      { tourId: -3 },
      { travelId: 1.5 },
      { travelId: 1, extra: 1 },
      '[',
      'null',
    ])
      expect(await call(add, 'wishlist/add', { token, body })).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
    expect(await call(remove, 'wishlist/remove', { token, body: { tourId: 'x' } })).toMatchObject({ status: 400 })
    const hidden = await newTravel(false)
    for (const body of [{ travelId: 2_000_000_000 }, { tourId: 2_000_000_000 }, { travelId: hidden.travel }, { tourId: hidden.tours[0] }])
      expect(await call(add, 'wishlist/add', { token, body })).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
  })

  it('keep each customer to their own wishlist', async () => {
    const owner = await newCustomer()
    const other = await newCustomer()
    const {
      travel,
      tours: [tour],
    } = await newTravel()
    await call(add, 'wishlist/add', { token: owner, body: { tourId: tour } })
    expect((await call(showWishlist, 'wishlist', { token: other })).body.data).toEqual({ travels: [] })
    await call(remove, 'wishlist/remove', { token: other, body: { travelId: travel } })
    expect((await call(showWishlist, 'wishlist', { token: owner })).body.data).toEqual({
      travels: [{ id: travel, saved: false, tourIds: [tour] }],
    })
  })

  it(`limit each customer to ${WISHLIST_LIMITS.changesPerCustomer.max} wishlist changes in 10 minutes (429), others unaffected`, async () => {
    const busy = await newCustomer()
    const calm = await newCustomer()
    const {
      tours: [tourId],
    } = await newTravel()
    for (let change = 0; change < WISHLIST_LIMITS.changesPerCustomer.max; change += 1)
      expect(
        (await call(change % 2 ? remove : add, `wishlist/${change % 2 ? 'remove' : 'add'}`, { token: busy, body: { tourId } })).status,
      ).toBe(200)
    expect(await call(add, 'wishlist/add', { token: busy, body: { tourId } })).toMatchObject({ status: 429, body: { key: 'RATE_LIMITED' } })
    expect((await call(add, 'wishlist/add', { token: calm, body: { tourId } })).status).toBe(200)
  })

  it('drop a deleted tour from the wishlists it was on', async () => {
    const token = await newCustomer()
    const {
      travel,
      tours: [one, two],
    } = await newTravel()
    for (const tourId of [one, two]) await call(add, 'wishlist/add', { token, body: { tourId } })
    await payload.delete({ collection: 'tours', id: one! })
    expect((await call(showWishlist, 'wishlist', { token })).body.data).toEqual({ travels: [{ id: travel, saved: false, tourIds: [two] }] })
  })

  it('mark catalog answers for the signed-in caller only: wishlistedToursCount on travels, isWishlisted on tours', async () => {
    const token = await newCustomer()
    const {
      travel,
      tours: [one, two],
    } = await newTravel()
    await call(add, 'wishlist/add', { token, body: { tourId: one } })
    const filters = { travelId: [travel] }
    const mine = await call(tours, 'tours?edition=it', { token, body: filters })
    expect(Object.fromEntries(mine.body.data.map((tour: { id: number; isWishlisted: boolean }) => [tour.id, tour.isWishlisted]))).toEqual({
      [one!]: true,
      [two!]: false,
    })
    expect((await call(travels, 'travels?edition=it', { token, body: filters })).body.data).toMatchObject([
      { id: travel, wishlistedToursCount: 1 },
    ])
    const anonymous = await call(tours, 'tours?edition=it', { body: filters })
    expect(anonymous.body.data.map((tour: { isWishlisted: boolean }) => tour.isWishlisted)).toEqual([false, false])
    expect((await call(travels, 'travels?edition=it', { body: filters, token: 'bad' })).body.data).toMatchObject([
      { wishlistedToursCount: 0 },
    ])
  })

  it('give the wishlist page its travels and saved tours priced in the currency asked for, sold-out and departed ones marked, not hidden', async () => {
    const token = await newCustomer()
    const created = await newTravel()
    const past = await created.pastTour()
    const soldOut = await created.soldOutTour()
    for (const tourId of [created.tours[1]!, past, soldOut]) await call(add, 'wishlist/add', { token, body: { tourId } })
    const answer = await call(details, 'wishlist/details?edition=us&currency=USD', { token })
    expect(answer.status).toBe(200)
    const [travel] = answer.body.data.travels
    expect(travel).toMatchObject({ id: created.travel, saved: false, wishlistedToursCount: 3, title: 'Viaggio nei desideri' })
    expect(travel.tours.map((tour: { id: number }) => tour.id)).toEqual([past, soldOut, created.tours[1]])
    expect(travel.tours[0]).toMatchObject({ departed: true, currency: 'USD', price: 90_000 })
    expect(travel.tours[1]).toMatchObject({ departed: false, status: 'SOLD_OUT' })
    expect(travel.tours[2].url).toMatch(new RegExp(`^/us/.+/${created.tours[1]}$`))
    expect(await call(details, 'wishlist/details?currency=JPY', { token })).toMatchObject({
      status: 400,
      body: { key: 'VALIDATION_ERROR' },
    })
    expect(await call(details, 'wishlist/details')).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
  })
})

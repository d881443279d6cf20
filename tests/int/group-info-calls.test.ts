import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  POST as addToWishlist,
  POST as deactivate,
  GET as groupInfo,
  POST as postGroupInfo,
  PUT as putBooking,
  POST as setAlert,
  POST as tours,
  POST as toursPaginated,
} from '@/app/(site)/api/v1/[...path]/route'
import { createBookingSystem } from '@/customer/bookings/booking-systems'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { siteCaller, signedInCustomer } from './site-call'
import { testTour, testTravel } from './catalog-fixtures'
import { testDestination } from './test-destination'
import { testCms, uniqueSlug } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
let destination: number
let systemKey: string

const call = siteCaller('10.5.0')
const newCustomer = () => signedInCustomer(call, mails, 'curious')

/** A planned departure (15 places, 4 bookings still needed to confirm it) of a travel published or not. */
const newTour = async ({ published = true } = {}) => testTour(payload, await testTravel(payload, destination, { published }))

type Traveller = { gender: string; firstTrip: boolean; tripsDone: number }

/** A booking as the bookings system reports it. */
async function book(tourId: number, email: string, travellers: Traveller[], status = 'confirmed') {
  const reference = uniqueSlug('GI')
  const request = new NextRequest(`http://localhost/api/v1/bookings/${reference}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${systemKey}` },
    body: JSON.stringify({ customer: { email }, tourId, status, travellers }),
  })
  const response = await putBooking(request, { params: Promise.resolve({ reference }) })
  expect(response.status).toBe(201)
}

const show = (tourId: number | string, token?: string) => call(groupInfo, `tours/group-info?tourId=${tourId}`, { token })

beforeAll(async () => {
  payload = await testCms()
  ;({ mails } = captureMailAndLogs(payload))
  destination = await testDestination(payload)
  ;({ key: systemKey } = await createBookingSystem(payload, `Group info ${Date.now()}`))
})

describe('GET /tours/group-info', () => {
  it('answers 401 to a visitor or a bad token, 405 to another method', async () => {
    const tourId = await newTour()
    expect(await show(tourId)).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    expect(await show(tourId, 'not-a-token')).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    expect(await call(postGroupInfo, `tours/group-info?tourId=${tourId}`, { body: {} })).toMatchObject({
      status: 405,
      body: { key: 'METHOD_NOT_ALLOWED' },
    })
  })

  it('refuses a tour id that is not one (400) and a tour the public cannot see (404)', async () => {
    const { token } = await newCustomer()
    for (const bad of ['', 'abc', '0', '-3', '1e3', '2.5', '99999999999', '12%0A13', '%00'])
      expect(await show(bad, token), bad).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
    expect(await call(groupInfo, 'tours/group-info', { token })).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
    expect(await show(2_000_000_000, token)).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
    expect(await show(await newTour({ published: false }), token)).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
  })

  it('says nobody has booked yet, with the group the departure needs to be confirmed', async () => {
    const { token } = await newCustomer()
    const tourId = await newTour()
    expect((await show(tourId, token)).body.data).toEqual({
      tourId,
      hasPax: false,
      travellersCount: 0,
      firstTimers: 0,
      tripsDone: 0,
      genders: { female: 0, male: 0, other: 0 },
      travellers: [],
      expectedGroupSize: { min: 4, max: 15 },
      interestedCount: 0,
    })
  })

  it('gives who is going from the bookings that are not cancelled, and the interested customers who have not booked, each once', async () => {
    const tourId = await newTour()
    const booker = await newCustomer()
    const saver = await newCustomer()
    const watcher = await newCustomer()
    await book(tourId, booker.email, [
      { gender: 'female', firstTrip: true, tripsDone: 0 },
      { gender: 'male', firstTrip: false, tripsDone: 3 },
    ])
    await book(tourId, `other.${Date.now()}@example.com`, [{ gender: 'undisclosed', firstTrip: false, tripsDone: 1 }], 'pending')
    await book(tourId, `gone.${Date.now()}@example.com`, [{ gender: 'male', firstTrip: false, tripsDone: 9 }], 'cancelled')
    // Interested: the saver (a wishlist and an alert: once), the watcher (an alert); the booker's own save does not count.
    for (const customer of [saver, booker])
      expect((await call(addToWishlist, 'wishlist/add', { token: customer.token, body: { tourId } })).status).toBe(200)
    expect((await call(setAlert, 'alerts', { token: saver.token, body: { tourId } })).status).toBe(200)
    const alert = await call(setAlert, 'alerts', { token: watcher.token, body: { tourId } })

    const answer = await show(tourId, saver.token)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      tourId,
      hasPax: true,
      travellersCount: 3,
      firstTimers: 1,
      tripsDone: 4,
      genders: { female: 1, male: 1, other: 1 },
      travellers: [
        { gender: 'male', firstTrip: false, tripsDone: 3 },
        { gender: 'other', firstTrip: false, tripsDone: 1 },
        { gender: 'female', firstTrip: true, tripsDone: 0 },
      ],
      expectedGroupSize: { min: 7, max: 15 },
      interestedCount: 2,
    })
    // Nobody's e-mail, name or customer id reaches another customer.
    const text = JSON.stringify(answer.body)
    for (const customer of [booker, saver, watcher]) expect(text).not.toContain(customer.email)
    expect(text).not.toMatch(/@|customer|name|birth/i)

    // A switched-off alert is no longer interest.
    await call(deactivate, 'alerts/deactivate', { token: watcher.token, body: { id: alert.body.data.id } })
    expect((await show(tourId, watcher.token)).body.data.interestedCount).toBe(1)
  })

  it('summarise the group in catalog answers for a signed-in caller only: hasPax and travellersCount, cancelled bookings left out', async () => {
    const { token } = await newCustomer()
    const booked = await newTour()
    const travel = (await payload.findByID({ collection: 'tours', id: booked, depth: 0 })).travel as number
    const empty = await testTour(payload, travel, { day: 20 })
    await book(booked, `two.${Date.now()}@example.com`, [
      { gender: 'female', firstTrip: true, tripsDone: 0 },
      { gender: 'male', firstTrip: false, tripsDone: 1 },
    ])
    await book(booked, `gone.${Date.now()}@example.com`, [{ gender: 'male', firstTrip: false, tripsDone: 2 }], 'cancelled')
    const filters = { travelId: [travel] }
    const groups = (tourList: Array<{ id: number; groupInfo: unknown }>) =>
      Object.fromEntries(tourList.map((tour) => [tour.id, tour.groupInfo]))
    const expected = { [booked]: { hasPax: true, travellersCount: 2 }, [empty]: { hasPax: false, travellersCount: 0 } }
    expect(groups((await call(tours, 'tours?edition=it', { token, body: filters })).body.data)).toEqual(expected)
    expect(groups((await call(toursPaginated, 'tours/paginated?edition=it', { token, body: filters })).body.data.data)).toEqual(expected)
    expect(groups((await call(tours, 'tours?edition=it', { body: filters })).body.data)).toEqual({ [booked]: null, [empty]: null })
  })
})

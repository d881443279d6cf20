import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  POST as activate,
  POST as deactivate,
  DELETE as deleteAlerts,
  POST as setAlert,
  GET as showAlerts,
} from '@/app/(site)/api/v1/[...path]/route'
import { ALERT_LIMITS, MAX_ACTIVE_ALERTS } from '@/customer/alerts/alert-limits'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { testTour, testTravel } from './catalog-fixtures'
import { siteCaller, signedInCustomer } from './site-call'
import { testDestination } from './test-destination'
import { testCms } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
let destination: number

const call = siteCaller('10.2.0')

/** A new customer signed in with a mailed code: their e-mail and access token. */
const newCustomer = () => signedInCustomer(call, mails, 'watcher')
const newTravel = () => testTravel(payload, destination)
const newTour = (travel: number, options?: Parameters<typeof testTour>[2]) => testTour(payload, travel, options)

beforeAll(async () => {
  payload = await testCms()
  ;({ mails } = captureMailAndLogs(payload))
  destination = await testDestination(payload)
})

describe('alert calls', () => {
  it('answer 401 to a visitor or a bad token, and 405 to another method', async () => {
    expect(await call(showAlerts, 'alerts')).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    expect(await call(setAlert, 'alerts', { body: { tourId: 1 } })).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    expect(await call(activate, 'alerts/activate', { body: { id: 1 }, token: 'not-a-token' })).toMatchObject({ status: 401 })
    expect(await call(deleteAlerts, 'alerts', { method: 'DELETE' })).toMatchObject({ status: 405, body: { key: 'METHOD_NOT_ALLOWED' } })
  })

  it('set an alert with the types the tour’s status calls for, once per tour, and list the caller’s own', async () => {
    const { token } = await newCustomer()
    const travel = await newTravel()
    const planned = await newTour(travel)
    const confirmed = await newTour(travel, { status: 'CONFIRMED', day: 12 })
    const first = await call(setAlert, 'alerts?edition=it', { token, body: { tourId: planned, phone: '+39 333 1234567' } })
    expect(first).toMatchObject({
      status: 200,
      body: {
        data: { travelId: travel, tourId: planned, types: ['TOUR_CONFIRMED', 'PRICE_DROPPED'], active: true, phone: '+39 333 1234567' },
      },
    })
    const again = await call(setAlert, 'alerts', { token, body: { tourId: planned } })
    expect(again.body.data).toMatchObject({ id: first.body.data.id, phone: null })
    const second = await call(setAlert, 'alerts', { token, body: { tourId: confirmed, phone: '' } })
    expect(second.body.data).toMatchObject({ types: ['PRICE_DROPPED'], phone: null })
    const listed = await call(showAlerts, 'alerts', { token })
    expect(listed.body.data.alerts.map((alert: { tourId: number }) => alert.tourId)).toEqual([confirmed, planned])
    const stranger = await newCustomer()
    expect((await call(showAlerts, 'alerts', { token: stranger.token })).body.data).toEqual({ alerts: [] })
  })

  it('refuse a bad body (400), an unknown tour (404) and what cannot be watched (409 NOTIFY_ME_UNAVAILABLE)', async () => {
    const { token } = await newCustomer()
    const travel = await newTravel()
    const tour = await newTour(travel)
    for (const body of [
      {},
      { tourId: tour, travelId: travel },
      { tourId: -1 },
      { tourId: '1' },
      { tourId: tour, phone: '12' },
      { tourId: tour, extra: 1 },
    ])
      expect(await call(setAlert, 'alerts', { token, body })).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
    expect(await call(setAlert, 'alerts', { token, body: 'not json' })).toMatchObject({ status: 400 })
    expect(await call(setAlert, 'alerts?edition=xx', { token, body: { tourId: tour } })).toMatchObject({ status: 400 })
    expect(await call(setAlert, 'alerts', { token, body: { tourId: 2_000_000_000 } })).toMatchObject({
      status: 404,
      body: { key: 'NOT_FOUND' },
    })
    const soldOut = await newTour(travel, { status: 'SOLD_OUT', day: 14 })
    const departed = await newTour(travel, { year: 2020 })
    for (const tourId of [soldOut, departed])
      expect(await call(setAlert, 'alerts', { token, body: { tourId } })).toMatchObject({
        status: 409,
        body: { key: 'NOTIFY_ME_UNAVAILABLE' },
      })
    // A travel with an open departure: the alert belongs on the departure.
    expect(await call(setAlert, 'alerts', { token, body: { travelId: travel } })).toMatchObject({
      status: 409,
      body: { key: 'NOTIFY_ME_UNAVAILABLE' },
    })
  })

  it('deactivate and activate the caller’s own alerts only (someone else’s is 404)', async () => {
    const owner = await newCustomer()
    const other = await newCustomer()
    const tour = await newTour(await newTravel())
    const { id } = (await call(setAlert, 'alerts', { token: owner.token, body: { tourId: tour } })).body.data
    expect(await call(deactivate, 'alerts/deactivate', { token: other.token, body: { id } })).toMatchObject({
      status: 404,
      body: { key: 'NOT_FOUND' },
    })
    expect(await call(activate, 'alerts/activate', { token: other.token, body: { id } })).toMatchObject({ status: 404 })
    expect((await call(deactivate, 'alerts/deactivate', { token: owner.token, body: { id } })).body.data).toMatchObject({
      id,
      active: false,
    })
    expect((await call(deactivate, 'alerts/deactivate', { token: owner.token, body: { id } })).body.data).toMatchObject({ active: false })
    expect((await call(activate, 'alerts/activate', { token: owner.token, body: { id } })).body.data).toMatchObject({ id, active: true })
    expect(await call(activate, 'alerts/activate', { token: owner.token, body: { id: 'x' } })).toMatchObject({ status: 400 })
  })

  it(`limit each customer to ${ALERT_LIMITS.changesPerCustomer.max} alert changes in 10 minutes (429), others unaffected`, async () => {
    const busy = await newCustomer()
    const calm = await newCustomer()
    const tour = await newTour(await newTravel())
    const { id } = (await call(setAlert, 'alerts', { token: busy.token, body: { tourId: tour } })).body.data
    for (let change = 1; change < ALERT_LIMITS.changesPerCustomer.max; change += 1)
      expect((await call(deactivate, 'alerts/deactivate', { token: busy.token, body: { id } })).status).toBe(200)
    const refused = await call(activate, 'alerts/activate', { token: busy.token, body: { id } })
    expect(refused).toMatchObject({ status: 429, body: { key: 'RATE_LIMITED' } })
    expect(refused.body.extra.retryAfter).toBeGreaterThan(0)
    expect((await call(setAlert, 'alerts', { token: calm.token, body: { tourId: tour } })).status).toBe(200)
  })

  it(`keep at most ${MAX_ACTIVE_ALERTS} active alerts (409 TOO_MANY_ALERTS)`, async () => {
    const { token } = await newCustomer()
    const travel = await newTravel()
    const tours: number[] = []
    for (let index = 0; index <= MAX_ACTIVE_ALERTS; index += 1) tours.push(await newTour(travel, { day: 1 + (index % 20) }))
    for (const tourId of tours.slice(0, MAX_ACTIVE_ALERTS))
      expect((await call(setAlert, 'alerts', { token, body: { tourId } })).status).toBe(200)
    expect(await call(setAlert, 'alerts', { token, body: { tourId: tours.at(-1) } })).toMatchObject({
      status: 409,
      body: { key: 'TOO_MANY_ALERTS', extra: { max: MAX_ACTIVE_ALERTS } },
    })
    // Setting one already active again is no new alert.
    expect((await call(setAlert, 'alerts', { token, body: { tourId: tours[0] } })).status).toBe(200)
  })
})

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  POST as changeCommunications,
  POST as changeProfile,
  POST as deactivate,
  GET as getProfile,
  POST as postAccountBookings,
  PUT as putBooking,
  POST as setAlert,
  GET as showAccountAlerts,
  GET as showAccountBookings,
  GET as showCommunications,
  GET as usersMe,
} from '@/app/(site)/api/v1/[...path]/route'
import { signAccessToken } from '@/customer/accounts/access-token'
import { issueRefreshToken } from '@/customer/accounts/refresh-tokens'
import { createBookingSystem } from '@/customer/bookings/booking-systems'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { testTour, testTravel } from './catalog-fixtures'
import { siteCaller, signedInCustomer } from './site-call'
import { testDestination } from './test-destination'
import { testCms, uniqueSlug } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
let destination: number
let systemKey: string

const call = siteCaller('10.7.0')
const newCustomer = () => signedInCustomer(call, mails, 'member')

/** A booking as the bookings system reports it, for `travellers` travellers. */
async function book(tourId: number, email: string, travellers: number, status = 'confirmed') {
  const reference = uniqueSlug('ACC')
  const request = new NextRequest(`http://localhost/api/v1/bookings/${reference}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${systemKey}` },
    body: JSON.stringify({
      customer: { email },
      tourId,
      status,
      travellers: Array.from({ length: travellers }, () => ({ gender: 'female', firstTrip: false, tripsDone: 1 })),
    }),
  })
  const response = await putBooking(request, { params: Promise.resolve({ reference }) })
  expect(response.status).toBe(201)
}

/** A customer an editor created, who has not accepted the privacy policy, with a valid access token. */
async function customerWithoutPrivacy() {
  const customer = await payload.create({
    collection: 'customers',
    overrideAccess: true,
    data: { email: `${uniqueSlug('editor-made')}@example.com`, acceptedFlags: { privacy: false, marketing: false, newsletter: false } },
  })
  const { session } = await issueRefreshToken(payload, customer.id)
  return { id: customer.id, token: await signAccessToken(customer.id, session) }
}

const consentsOf = async (email: string) =>
  (await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!.acceptedFlags

beforeAll(async () => {
  payload = await testCms()
  ;({ mails } = captureMailAndLogs(payload))
  destination = await testDestination(payload)
  ;({ key: systemKey } = await createBookingSystem(payload, `Account area ${Date.now()}`))
})

describe('account calls', () => {
  it('answer 401 to a visitor or a bad token, and 405 to another method', async () => {
    for (const [route, path] of [
      [showAccountBookings, 'account/bookings'],
      [showAccountAlerts, 'account/alerts'],
      [showCommunications, 'account/communications'],
    ] as const) {
      expect(await call(route, path)).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
      expect(await call(route, path, { token: 'not-a-token' })).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    }
    expect(await call(changeProfile, 'account/profile', { body: { name: 'Ada' } })).toMatchObject({ status: 401 })
    expect(await call(changeCommunications, 'account/communications', { body: { marketing: true } })).toMatchObject({ status: 401 })
    const { token } = await newCustomer()
    expect(await call(postAccountBookings, 'account/bookings', { token, body: {} })).toMatchObject({
      status: 405,
      body: { key: 'METHOD_NOT_ALLOWED' },
    })
    expect(await call(getProfile, 'account/profile', { token })).toMatchObject({ status: 405 })
  })
})

describe('GET /account/bookings', () => {
  it('lists the caller’s own bookings, upcoming (next first) and past (latest first), with status, dates, travel, travellers and price', async () => {
    const { email, token } = await newCustomer()
    const travel = await testTravel(payload, destination, { title: 'Giro del Giappone', translated: 'Round Japan' })
    const soon = await testTour(payload, travel, { year: 2031, day: 3 })
    const later = await testTour(payload, travel, { year: 2032, day: 3 })
    const past = await testTour(payload, travel, { year: 2020, day: 3 })
    await book(later, email, 2, 'pending')
    await book(soon, email, 1, 'confirmed')
    await book(past, email, 3, 'cancelled')
    const stranger = await newCustomer()
    await book(soon, stranger.email, 1)

    const { status, body } = await call(showAccountBookings, 'account/bookings?edition=en&currency=GBP', { token })
    expect(status).toBe(200)
    expect(body.data.upcoming.map((booking: { status: string }) => booking.status)).toEqual(['confirmed', 'pending'])
    expect(body.data.upcoming[0]).toMatchObject({
      startingDate: '2031-06-03',
      endingDate: '2031-06-10',
      travellers: 1,
      travel: { title: 'Round Japan', url: expect.stringMatching(new RegExp(`^/en/destinations/[^/]+/${soon}$`)) },
      price: { amount: 130_000, currency: 'GBP' },
    })
    expect(body.data.upcoming[1]).toMatchObject({ travellers: 2, startingDate: '2032-06-03' })
    expect(body.data.past).toEqual([expect.objectContaining({ status: 'cancelled', travellers: 3, startingDate: '2020-06-03' })])
    // Never anyone else's: the stranger sees only their own.
    const theirs = await call(showAccountBookings, 'account/bookings', { token: stranger.token })
    expect(theirs.body.data.upcoming).toHaveLength(1)
    expect(theirs.body.data.past).toHaveLength(0)
    expect(JSON.stringify(theirs.body)).not.toContain(email)
  })

  it('gives an empty answer to a customer without bookings, and a withdrawn travel no link', async () => {
    const { email, token } = await newCustomer()
    expect((await call(showAccountBookings, 'account/bookings', { token })).body.data).toEqual({ upcoming: [], past: [] })
    const hidden = await testTravel(payload, destination, { published: false })
    await book(await testTour(payload, hidden), email, 1)
    const answer = await call(showAccountBookings, 'account/bookings?edition=it', { token })
    expect(answer.body.data.upcoming[0].travel).toEqual({ title: 'Viaggio da non perdere', url: null })
  })

  it('refuses a bad edition or currency with 400', async () => {
    const { token } = await newCustomer()
    for (const query of ['edition=xx', 'currency=BTC', 'currency=%00'])
      expect(await call(showAccountBookings, `account/bookings?${query}`, { token })).toMatchObject({
        status: 400,
        body: { key: 'VALIDATION_ERROR' },
      })
  })
})

describe('GET /account/alerts', () => {
  it('lists the caller’s own alerts with their travel and departure, on or off', async () => {
    const { token } = await newCustomer()
    const travel = await testTravel(payload, destination)
    const tour = await testTour(payload, travel)
    const set = await call(setAlert, 'alerts?edition=it', { token, body: { tourId: tour } })
    await call(deactivate, 'alerts/deactivate', { token, body: { id: set.body.data.id } })
    const { status, body } = await call(showAccountAlerts, 'account/alerts?edition=it', { token })
    expect(status).toBe(200)
    expect(body.data.alerts).toEqual([
      {
        id: set.body.data.id,
        active: false,
        types: ['TOUR_CONFIRMED', 'PRICE_DROPPED'],
        travel: { title: 'Viaggio da non perdere', url: expect.stringMatching(new RegExp(`^/it/viaggi/[^/]+/${tour}$`)) },
        startingDate: '2031-06-10',
      },
    ])
    const stranger = await newCustomer()
    expect((await call(showAccountAlerts, 'account/alerts', { token: stranger.token })).body.data).toEqual({ alerts: [] })
  })
})

describe('POST /account/profile', () => {
  it('changes the caller’s name, which users/me then gives; an empty one clears it', async () => {
    const { token } = await newCustomer()
    const changed = await call(changeProfile, 'account/profile', { token, body: { name: '  Ada Lovelace ' } })
    expect(changed).toMatchObject({ status: 200, body: { data: { name: 'Ada Lovelace' } } })
    expect((await call(usersMe, 'backoffice/users/me', { token })).body.data.name).toBe('Ada Lovelace')
    expect((await call(changeProfile, 'account/profile', { token, body: { name: '' } })).body.data.name).toBeNull()
  })

  it('refuses a bad body with 400 and changes nothing', async () => {
    const { token } = await newCustomer()
    await call(changeProfile, 'account/profile', { token, body: { name: 'Grace' } })
    for (const body of [{}, { name: 7 }, { name: 'x'.repeat(121) }, { name: 'a\u0000b' }, { name: 'Ok', email: 'a@b.c' }, 'not json'])
      expect(await call(changeProfile, 'account/profile', { token, body })).toMatchObject({
        status: 400,
        body: { key: 'VALIDATION_ERROR' },
      })
    expect((await call(usersMe, 'backoffice/users/me', { token })).body.data.name).toBe('Grace')
  })
})

describe('/account/communications', () => {
  it('reads and changes the caller’s newsletter and marketing consents', async () => {
    const { email, token } = await newCustomer()
    expect((await call(showCommunications, 'account/communications', { token })).body.data).toEqual({
      newsletter: false,
      marketing: false,
      privacy: true,
    })
    const on = await call(changeCommunications, 'account/communications', { token, body: { newsletter: true, marketing: true } })
    expect(on).toMatchObject({ status: 200, body: { data: { newsletter: true, marketing: true, privacy: true } } })
    expect(await consentsOf(email)).toMatchObject({ newsletter: true, marketing: true, newsletterAcceptedAt: expect.any(String) })
    expect((await call(usersMe, 'backoffice/users/me', { token })).body.data.acceptedFlags).toEqual({ newsletter: true, marketing: true })
    const off = await call(changeCommunications, 'account/communications', { token, body: { newsletter: false } })
    expect(off.body.data).toEqual({ newsletter: false, marketing: true, privacy: true })
  })

  it('lets a customer who has not accepted the privacy policy accept it there, after which the other calls take them', async () => {
    const { id, token } = await customerWithoutPrivacy()
    expect(await call(usersMe, 'backoffice/users/me', { token })).toMatchObject({
      status: 403,
      body: { key: 'USER_PRIVACY_POLICY_ERROR', extra: { userId: id } },
    })
    expect(await call(showAccountBookings, 'account/bookings', { token })).toMatchObject({ status: 403 })
    expect((await call(showCommunications, 'account/communications', { token })).body.data).toMatchObject({ privacy: false })
    const accepted = await call(changeCommunications, 'account/communications', { token, body: { privacy: true } })
    expect(accepted.body.data).toEqual({ newsletter: false, marketing: false, privacy: true })
    expect((await call(usersMe, 'backoffice/users/me', { token })).status).toBe(200)
  })

  it('refuses a bad body with 400: nothing, unknown fields, non-booleans, withdrawing the privacy policy', async () => {
    const { token } = await newCustomer()
    for (const body of [{}, { newsletter: 'yes' }, { privacy: false }, { marketing: true, spam: true }, [], 'not json'])
      expect(await call(changeCommunications, 'account/communications', { token, body })).toMatchObject({
        status: 400,
        body: { key: 'VALIDATION_ERROR' },
      })
  })

  it('loses nothing when the write fails: every consent of the change stays as it was', async () => {
    const { email, token } = await newCustomer()
    const update = payload.update.bind(payload)
    const failing = vi.spyOn(payload, 'update').mockImplementation(((args: Parameters<Payload['update']>[0]) => {
      if (args.collection === 'customers') return Promise.reject(new Error('the disk is full'))
      return update(args)
    }) as Payload['update'])
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const answer = await call(changeCommunications, 'account/communications', { token, body: { newsletter: true, marketing: true } })
      expect([answer.status, answer.body.key]).toEqual([500, 'INTERNAL_ERROR'])
      expect(JSON.stringify(answer.body)).not.toMatch(/disk|\n\s+at /)
    } finally {
      failing.mockRestore()
      quiet.mockRestore()
    }
    expect(await consentsOf(email)).toMatchObject({ newsletter: false, marketing: false })
    expect(
      (await call(changeCommunications, 'account/communications', { token, body: { newsletter: true, marketing: true } })).status,
    ).toBe(200)
  })
})

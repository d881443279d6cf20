import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as groupInfo, POST as requestBooking, PUT as putBooking, POST as setAlert } from '@/app/(site)/api/v1/[...path]/route'
import { createBookingSystem } from '@/customer/bookings/booking-systems'
import { NOTIFY_ME_TASK } from '@/customer/alerts/notify-me-task'
import { BOOKINGS_LIMITS } from '@/customer/bookings/bookings-limits'
import type { User } from '@/payload-types'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { testTour, testTravel } from './catalog-fixtures'
import { siteCaller, signedInCustomer } from './site-call'
import { testDestination } from './test-destination'
import { testCms, uniqueSlug } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
let destination: number
let editor: User

const call = siteCaller('10.7.0')
const request = requestBooking as Parameters<typeof call>[0]

const newCustomer = () => signedInCustomer(call, mails, 'booker')
const newTour = async (options?: Parameters<typeof testTour>[2]) => testTour(payload, await testTravel(payload, destination), options)
const traveller = (name = 'Ada Lovelace') => ({ name, gender: 'female', birthYear: 1990 })
const body = (tourId: number, travellers = [traveller()]) => ({ tourId, travellers, privacy: true })
const seatsOf = async (id: number) => {
  const { freeSeats, seatsToConfirm, status } = await payload.findByID({ collection: 'tours', id, depth: 0 })
  return { freeSeats, seatsToConfirm, status }
}
const bookingsOf = async (tourId: number) =>
  (await payload.find({ collection: 'bookings', where: { tour: { equals: tourId } }, depth: 0, overrideAccess: true })).docs

/** An editor (role `editor`) of the admin: the first account ever made is an admin, so one is made first when needed. */
async function newEditor(): Promise<User> {
  const make = () =>
    payload.create({
      collection: 'users',
      data: { email: `${uniqueSlug('editor')}@example.com`, password: 'editor-password-1', role: 'editor' },
    })
  const first = await make()
  return first.role === 'editor' ? first : make()
}

beforeAll(async () => {
  payload = await testCms()
  ;({ mails } = captureMailAndLogs(payload))
  destination = await testDestination(payload)
  editor = await newEditor()
})

describe('POST /bookings (the site’s booking request)', () => {
  it('creates a pending site booking with a new reference, holds the seats and mails the customer in the edition’s language', async () => {
    const { email, token } = await newCustomer()
    const tourId = await newTour()
    const answer = await call(request, 'bookings?edition=fr', { token, body: body(tourId, [traveller(), traveller('Alan Turing')]) })
    expect(answer.status).toBe(201)
    expect(answer.body.data).toMatchObject({ status: 'pending', tourId, travellers: 2 })
    expect(answer.body.data.reference).toMatch(/^WF-[0-9A-Z]{10}$/)
    expect(JSON.stringify(answer.body)).not.toMatch(/Ada|@/)
    const [booking] = await bookingsOf(tourId)
    expect(booking).toMatchObject({ source: 'site', system: null, status: 'pending', edition: 'fr', travellersCount: 2 })
    expect(booking!.travellers.map((entry) => entry.name)).toEqual(['Ada Lovelace', 'Alan Turing'])
    expect(booking!.travellers[1]).toMatchObject({ firstTrip: true, tripsDone: 0, birthYear: 1990, gender: 'female' })
    // 10 free seats and 4 bookings to go before: 2 more travellers.
    expect(await seatsOf(tourId)).toEqual({ freeSeats: 8, seatsToConfirm: 2, status: 'ALMOST_CONFIRMED' })
    // Who is going counts them, never naming anyone.
    const group = await call(groupInfo, `tours/group-info?tourId=${tourId}`, { token })
    expect(group.body.data).toMatchObject({ hasPax: true, travellersCount: 2 })
    expect(JSON.stringify(group.body)).not.toMatch(/Ada|Alan/)
    const mail = mails.filter((sent) => sent.to === email).at(-1)!
    expect(mail.subject).toMatch(/^Nous avons reçu votre demande/)
    expect(mail.text).toContain(answer.body.data.reference)
  })

  it('refuses a visitor (401), a bad body (400 naming the field) and an unknown or unpublished tour (404)', async () => {
    const tourId = await newTour()
    expect(await call(request, 'bookings', { body: body(tourId) })).toMatchObject({ status: 401, body: { key: 'UNAUTHORIZED' } })
    const { token } = await newCustomer()
    const bad = await call(request, 'bookings', {
      token,
      body: { tourId, travellers: [{ ...traveller(), birthYear: 1850 }], privacy: true },
    })
    expect(bad).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
    expect(bad.body.extra.issues).toEqual([expect.objectContaining({ path: 'travellers.0.birthYear' })])
    const markup = await call(request, 'bookings', { token, body: body(tourId, [traveller('<script>x</script>')]) })
    expect(markup.body.extra.issues).toEqual([expect.objectContaining({ path: 'travellers.0.name' })])
    const noPrivacy = await call(request, 'bookings', { token, body: { ...body(tourId), privacy: false } })
    expect(noPrivacy.body.extra.issues).toEqual([expect.objectContaining({ path: 'privacy' })])
    const tooMany = Array.from({ length: 21 }, (_, index) => traveller(`Traveller ${index}`))
    expect(await call(request, 'bookings', { token, body: body(tourId, tooMany) })).toMatchObject({ status: 400 })
    expect(await call(request, 'bookings', { token, body: body(2_000_000_000) })).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
    const hidden = await testTour(payload, await testTravel(payload, destination, { published: false }))
    expect(await call(request, 'bookings', { token, body: body(hidden) })).toMatchObject({ status: 404 })
    expect(await bookingsOf(tourId)).toEqual([])
  })

  it('refuses more travellers than seats left, a sold-out or departed departure and a second booking (409, nothing written)', async () => {
    const { token } = await newCustomer()
    const tourId = await newTour({ status: 'CONFIRMED' })
    const eleven = Array.from({ length: 11 }, (_, index) => traveller(`Traveller ${index}`))
    expect(await call(request, 'bookings', { token, body: body(tourId, eleven) })).toMatchObject({
      status: 409,
      body: { key: 'NOT_ENOUGH_SEATS', extra: { freeSeats: 10 } },
    })
    expect(await call(request, 'bookings', { token, body: body(tourId) })).toMatchObject({ status: 201 })
    expect(await call(request, 'bookings', { token, body: body(tourId) })).toMatchObject({ status: 409, body: { key: 'ALREADY_BOOKED' } })
    const soldOut = await newTour({ status: 'SOLD_OUT' })
    await payload.update({ collection: 'tours', id: soldOut, data: { freeSeats: 0, seatsToConfirm: 0 } })
    expect(await call(request, 'bookings', { token, body: body(soldOut) })).toMatchObject({ status: 409, body: { key: 'TOUR_SOLD_OUT' } })
    const departed = await newTour({ starts: new Date(Date.now() - 3 * 86_400_000) })
    expect(await call(request, 'bookings', { token, body: body(departed) })).toMatchObject({ status: 409, body: { key: 'TOUR_DEPARTED' } })
    expect((await bookingsOf(tourId)).length).toBe(1)
    expect(await bookingsOf(soldOut)).toEqual([])
    expect(await seatsOf(tourId)).toMatchObject({ freeSeats: 9 })
  })

  it('gives the last seats to one of two requests made at once', async () => {
    const tourId = await newTour({ status: 'CONFIRMED' })
    await payload.update({ collection: 'tours', id: tourId, data: { freeSeats: 2, seatsToConfirm: 0, status: 'ALMOST_FULL' } })
    const [first, second] = await Promise.all([newCustomer(), newCustomer()])
    const answers = await Promise.all(
      [first, second].map(({ token }) => call(request, 'bookings', { token, body: body(tourId, [traveller(), traveller('Bob')]) })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await seatsOf(tourId)).toEqual({ freeSeats: 0, seatsToConfirm: 0, status: 'SOLD_OUT' })
  })

  it('leaves nothing written when a step inside the transaction fails', async () => {
    const { email, token } = await newCustomer()
    const tourId = await newTour()
    const update = vi.spyOn(payload, 'update').mockImplementationOnce(async () => {
      throw new Error('the database refused the seats')
    })
    const answer = await call(request, 'bookings', { token, body: body(tourId) })
    update.mockRestore()
    expect(answer).toMatchObject({ status: 500, body: { key: 'INTERNAL_ERROR' } })
    expect(JSON.stringify(answer.body)).not.toMatch(/refused the seats/)
    expect(await bookingsOf(tourId)).toEqual([])
    expect(await seatsOf(tourId)).toEqual({ freeSeats: 10, seatsToConfirm: 4, status: 'PLANNED' })
    expect(mails.filter((mail) => mail.to === email && /request|richiesta/i.test(mail.subject))).toEqual([])
  })

  it('limits one customer’s requests', async () => {
    const { token } = await newCustomer()
    const tours = await Promise.all(Array.from({ length: BOOKINGS_LIMITS.requestsPerCustomer.max }, () => newTour()))
    for (const tourId of tours) expect((await call(request, 'bookings', { token, body: body(tourId) })).status).toBe(201)
    const over = await call(request, 'bookings', { token, body: body(await newTour()) })
    expect(over).toMatchObject({ status: 429, body: { key: 'RATE_LIMITED' } })
  })
})

describe('an editor confirming or cancelling a site booking', () => {
  async function pendingBooking(edition = 'de') {
    const customer = await newCustomer()
    const tourId = await newTour()
    const answer = await call(request, `bookings?edition=${edition}`, {
      token: customer.token,
      body: body(tourId, [traveller(), traveller('Bob')]),
    })
    const [booking] = await bookingsOf(tourId)
    return { ...customer, tourId, booking: booking!, reference: answer.body.data.reference as string }
  }
  const asEditor = (id: number, data: Record<string, unknown>) =>
    payload.update({ collection: 'bookings', id, data, user: editor, overrideAccess: false, depth: 0 })

  it('confirms it: the seats stay held and the customer gets the confirmation in the edition’s language', async () => {
    const { email, tourId, booking, reference } = await pendingBooking('de')
    await asEditor(booking.id, { status: 'confirmed' })
    expect(await seatsOf(tourId)).toEqual({ freeSeats: 8, seatsToConfirm: 2, status: 'ALMOST_CONFIRMED' })
    const mail = mails.filter((sent) => sent.to === email).at(-1)!
    expect(mail.subject).toMatch(/^Buchung bestätigt/)
    expect(mail.text).toContain(reference)
    await asEditor(booking.id, { status: 'confirmed' })
    expect(mails.filter((sent) => sent.to === email && sent.subject.startsWith('Buchung bestätigt'))).toHaveLength(1)
  })

  it('cancels it: the seats are freed, the customer is told once, and the seats are taken again if it is reopened', async () => {
    const { email, tourId, booking, reference } = await pendingBooking('fr')
    await asEditor(booking.id, { status: 'cancelled' })
    expect(await seatsOf(tourId)).toEqual({ freeSeats: 10, seatsToConfirm: 4, status: 'PLANNED' })
    const cancellations = () => mails.filter((sent) => sent.to === email && sent.subject.startsWith('Réservation annulée'))
    expect(cancellations()).toHaveLength(1)
    expect(cancellations()[0]!.text).toContain(reference)
    await asEditor(booking.id, { status: 'cancelled' })
    expect(cancellations()).toHaveLength(1)
    await asEditor(booking.id, { status: 'pending' })
    expect(await seatsOf(tourId)).toMatchObject({ freeSeats: 8, seatsToConfirm: 2 })
  })

  it('changes the status alone: the reference, travellers, customer and tour stay as they were', async () => {
    const { booking } = await pendingBooking()
    const other = await newTour()
    const updated = await asEditor(booking.id, {
      status: 'cancelled',
      reference: 'EDITED-1',
      tour: other,
      travellers: [{ name: 'Someone Else', gender: 'male', birthYear: 1980, firstTrip: true, tripsDone: 0 }],
    })
    expect(updated).toMatchObject({ status: 'cancelled', reference: booking.reference, tour: booking.tour, travellersCount: 2 })
    expect(updated.travellers.map((entry) => entry.name)).toEqual(['Ada Lovelace', 'Bob'])
    await expect(payload.delete({ collection: 'bookings', id: booking.id, user: editor, overrideAccess: false })).rejects.toThrow()
  })

  it('fires the notify-me alerts of a departure the booking confirms', async () => {
    const watcher = await newCustomer()
    const tourId = await newTour()
    await payload.update({ collection: 'tours', id: tourId, data: { seatsToConfirm: 1, status: 'ALMOST_CONFIRMED' } })
    expect((await call(setAlert, 'alerts?edition=it', { token: watcher.token, body: { tourId } })).status).toBe(200)
    const jobs = async () =>
      (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: NOTIFY_ME_TASK } } })).totalDocs
    const before = await jobs()
    const booker = await newCustomer()
    expect((await call(request, 'bookings', { token: booker.token, body: body(tourId) })).status).toBe(201)
    expect(await seatsOf(tourId)).toMatchObject({ status: 'CONFIRMED', seatsToConfirm: 0 })
    expect(await jobs()).toBe(before + 1)
  })
})

describe('bookings systems beside the site’s own bookings', () => {
  const put = (key: string, reference: string, data: unknown) =>
    putBooking(
      new NextRequest(`http://localhost/api/v1/bookings/${reference}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'x-wayfarer-socket-address': '10.7.1.1' },
        body: JSON.stringify(data),
      }),
      { params: Promise.resolve({ reference }) },
    )

  it('keep their bookings as sources of their own, moving no seats, and cannot take over a site booking’s reference', async () => {
    const { key } = await createBookingSystem(payload, uniqueSlug('agency'))
    const tourId = await newTour()
    const reported = { customer: { email: `${uniqueSlug('agency-client')}@example.com` }, tourId, status: 'confirmed' }
    const travellers = [{ gender: 'male', birthYear: null, firstTrip: false, tripsDone: 2 }]
    expect((await put(key, uniqueSlug('AG'), { ...reported, travellers })).status).toBe(201)
    expect((await bookingsOf(tourId))[0]).toMatchObject({ source: 'system', edition: null })
    expect(await seatsOf(tourId)).toEqual({ freeSeats: 10, seatsToConfirm: 4, status: 'PLANNED' })

    const { token } = await newCustomer()
    const { reference } = (await call(request, 'bookings', { token, body: body(tourId) })).body.data
    const taken = await put(key, reference, { ...reported, travellers })
    expect(taken.status).toBe(403)
    const site = (await bookingsOf(tourId)).find((booking) => booking.reference === reference)!
    expect(site).toMatchObject({ source: 'site', status: 'pending', system: null })
  })
})

import { NextRequest } from 'next/server'
import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as activate } from '@/app/(site)/api/v1/alerts/activate/route'
import { POST as deactivate } from '@/app/(site)/api/v1/alerts/deactivate/route'
import { DELETE as deleteAlerts, GET as showAlerts, POST as setAlert } from '@/app/(site)/api/v1/alerts/route'
import { GET as unsubscribePage, POST as unsubscribe } from '@/app/(site)/api/v1/alerts/unsubscribe/route'
import { MAX_ACTIVE_ALERTS } from '@/features/alerts/alert-limits'
import { mailSubscribers } from '@/features/alerts/mail-subscribers'
import { NOTIFY_ME_TASK } from '@/features/alerts/notify-me-task'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { siteCaller, signedInCustomer, type Route } from './site-call'
import { testDestination } from './test-destination'
import { testCms, uniqueSlug } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
let destination: number

const call = siteCaller('10.2.0')

/** The unsubscribe page at `link` (a mail's), opened (GET) or its button pressed (POST). */
async function openLink(route: Route, link: string, method: 'GET' | 'POST') {
  const response = await route(new NextRequest(link, { method }), { params: Promise.resolve({}) })
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') }
}

/** A new customer signed in with a mailed code: their e-mail and access token. */
const newCustomer = () => signedInCustomer(call, mails, 'watcher')

type Status = 'PLANNED' | 'ALMOST_CONFIRMED' | 'CONFIRMED' | 'SOLD_OUT'
const priced = (price: number) => ({ basePrice: 200_000, price })

async function newTravel() {
  const slug = uniqueSlug('avviso')
  const travel = await payload.create({
    collection: 'travels',
    locale: 'it',
    data: { title: 'Viaggio da non perdere', slug, destinations: [destination], numberOfDays: 8, published: true },
  })
  for (const edition of ['en', 'us', 'fr', 'de'] as const)
    await payload.update({
      collection: 'travels',
      id: travel.id,
      locale: edition,
      data: { title: 'A trip not to miss', slug: `${slug}-${edition}` },
    })
  return travel.id
}

async function newTour(travel: number, { status = 'PLANNED' as Status, year = 2031, day = 10 } = {}) {
  const tour = await payload.create({
    collection: 'tours',
    data: {
      code: uniqueSlug('ALERT'),
      travel,
      status,
      startingDate: `${year}-06-${String(day).padStart(2, '0')}T12:00:00.000Z`,
      endingDate: `${year}-06-${String(day + 7).padStart(2, '0')}T12:00:00.000Z`,
      freeSeats: 10,
      seatsToConfirm: 4,
      maxGroupSize: 15,
      prices: { eur: priced(150_000), gbp: priced(130_000), usd: priced(160_000) },
    },
  })
  return tour.id
}

/** The queued alert jobs about one change. */
async function queuedJobs(key: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: NOTIFY_ME_TASK } },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.filter((job) => (job.input as { key?: string }).key === key)
}

/** The alert mails (not the sign-in codes) `email` received. */
const alertMailsTo = (email: string) => mails.filter((mail) => mail.to === email && mail.text.includes('/api/v1/alerts/unsubscribe'))

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

describe('alert mails', () => {
  it('mail each active subscriber once when an editor confirms the tour, in the language of the edition it was set on', async () => {
    const italian = await newCustomer()
    const english = await newCustomer()
    const stopped = await newCustomer()
    const travel = await newTravel()
    const tour = await newTour(travel)
    await call(setAlert, 'alerts?edition=it', { token: italian.token, body: { tourId: tour } })
    await call(setAlert, 'alerts?edition=en', { token: english.token, body: { tourId: tour } })
    const { id } = (await call(setAlert, 'alerts?edition=it', { token: stopped.token, body: { tourId: tour } })).body.data
    await call(deactivate, 'alerts/deactivate', { token: stopped.token, body: { id } })

    await payload.update({ collection: 'tours', id: tour, data: { status: 'CONFIRMED', seatsToConfirm: 0 } })
    expect(await queuedJobs(`confirmed:tour:${tour}`)).toHaveLength(1)
    await payload.jobs.run({ limit: 100 })
    // Saved again, and the same change queued once more: nobody hears twice.
    await payload.update({ collection: 'tours', id: tour, data: { freeSeats: 9 } })
    await payload.jobs.queue({
      task: NOTIFY_ME_TASK,
      input: { change: { type: 'TOUR_CONFIRMED', tourId: tour }, key: `confirmed:tour:${tour}` },
    })
    await payload.jobs.run({ limit: 100 })

    const [toItalian, ...moreItalian] = alertMailsTo(italian.email)
    expect(moreItalian).toEqual([])
    expect(toItalian!.subject).toBe('Viaggio da non perdere: la partenza del 10/06/2031 è confermata')
    expect(toItalian!.html).toContain(`/viaggi/`)
    const [toEnglish, ...moreEnglish] = alertMailsTo(english.email)
    expect(moreEnglish).toEqual([])
    expect(toEnglish!.subject).toBe('A trip not to miss: the 10/06/2031 departure is confirmed')
    expect(alertMailsTo(stopped.email)).toEqual([])
  })

  it('mail a price drop to the editions priced in the currency that dropped, with the old and new price', async () => {
    const euro = await newCustomer()
    const dollar = await newCustomer()
    const tour = await newTour(await newTravel(), { status: 'CONFIRMED' })
    await call(setAlert, 'alerts?edition=de', { token: euro.token, body: { tourId: tour } })
    await call(setAlert, 'alerts?edition=us', { token: dollar.token, body: { tourId: tour } })
    await payload.update({
      collection: 'tours',
      id: tour,
      data: { prices: { eur: priced(120_000), gbp: priced(130_000), usd: priced(160_000) } },
    })
    await payload.jobs.run({ limit: 100 })
    const [toEuro, ...more] = alertMailsTo(euro.email)
    expect(more).toEqual([])
    expect(toEuro!.text).toContain('kostet jetzt 1.200 € statt 1.500 €')
    expect(alertMailsTo(dollar.email)).toEqual([])
  })

  it('mail the subscribers of a travel without departures when a first one opens', async () => {
    const { email, token } = await newCustomer()
    const travel = await newTravel()
    const soldOut = await newTour(travel, { status: 'SOLD_OUT' })
    expect((await call(setAlert, 'alerts?edition=it', { token, body: { travelId: travel } })).body.data).toMatchObject({
      tourId: null,
      types: ['STOCKOUT_TRAVEL'],
    })
    const opened = await newTour(travel, { day: 20 })
    expect(await queuedJobs(`new-departure:travel:${travel}:tour:${opened}`)).toHaveLength(1)
    // A second open departure is no news any more; the sold-out one opening again neither.
    await newTour(travel, { day: 22 })
    await payload.update({ collection: 'tours', id: soldOut, data: { status: 'PLANNED' } })
    await payload.jobs.run({ limit: 100 })
    const [mail, ...more] = alertMailsTo(email)
    expect(more).toEqual([])
    expect(mail!.subject).toBe('Viaggio da non perdere: c’è una nuova partenza')
    expect(mail!.text).toContain('dal 20/06/2031 al 27/06/2031')
  })

  it('send on a retry only the mails a failed run could not send', async () => {
    const first = await newCustomer()
    const second = await newCustomer()
    const tour = await newTour(await newTravel(), { status: 'ALMOST_CONFIRMED' })
    await call(setAlert, 'alerts', { token: first.token, body: { tourId: tour } })
    await call(setAlert, 'alerts', { token: second.token, body: { tourId: tour } })
    const change = { type: 'TOUR_CONFIRMED', tourId: tour } as const
    vi.mocked(payload.sendEmail).mockRejectedValueOnce(new Error('SMTP connection refused'))
    await expect(mailSubscribers(payload, change)).rejects.toThrow(/1 alert mail\(s\) for confirmed:tour:\d+ could not be sent/)
    expect(await mailSubscribers(payload, change)).toBe(1)
    expect(await mailSubscribers(payload, change)).toBe(0)
    expect(alertMailsTo(first.email)).toHaveLength(1)
    expect(alertMailsTo(second.email)).toHaveLength(1)
  })

  it('queue nothing for a tour save rolled back with its transaction', async () => {
    const { token } = await newCustomer()
    const tour = await newTour(await newTravel())
    await call(setAlert, 'alerts', { token, body: { tourId: tour } })
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({ collection: 'tours', id: tour, data: { status: 'CONFIRMED' }, req })
    await killTransaction(req)
    expect(await queuedJobs(`confirmed:tour:${tour}`)).toEqual([])
    expect((await payload.findByID({ collection: 'tours', id: tour })).status).toBe('PLANNED')
  })

  it('stop an alert from the mail’s link without signing in: the link asks, the button stops it', async () => {
    const { email, token } = await newCustomer()
    const tour = await newTour(await newTravel())
    const { id } = (await call(setAlert, 'alerts?edition=fr', { token, body: { tourId: tour } })).body.data
    await payload.update({ collection: 'tours', id: tour, data: { status: 'CONFIRMED' } })
    await payload.jobs.run({ limit: 100 })
    const link = alertMailsTo(email)[0]!.text.match(/https?:\/\/\S+\/api\/v1\/alerts\/unsubscribe\?\S+/)![0]
    const asked = await openLink(unsubscribePage, link, 'GET')
    expect(asked).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' })
    expect(asked.html).toContain('<html lang="fr">')
    expect(asked.html).toContain('Ne plus me prévenir')
    expect((await call(showAlerts, 'alerts', { token })).body.data.alerts[0]).toMatchObject({ id, active: true })
    const stopped = await openLink(unsubscribe, link, 'POST')
    expect(stopped.status).toBe(200)
    expect(stopped.html).toContain('vous ne recevrez plus d’alertes')
    expect((await call(showAlerts, 'alerts', { token })).body.data.alerts[0]).toMatchObject({ id, active: false })
    const tampered = link.replace(/signature=[^&]+/, 'signature=abc')
    expect((await openLink(unsubscribe, tampered, 'POST')).status).toBe(400)
    const otherAlert = link.replace(/alert=\d+/, `alert=${id + 1}`)
    expect((await openLink(unsubscribePage, otherAlert, 'GET')).status).toBe(400)
    expect((await openLink(unsubscribePage, 'http://localhost/api/v1/alerts/unsubscribe?alert=%0A1&signature=%00', 'GET')).status).toBe(400)
  })

  it('delete a tour’s alerts and their mail records with the tour', async () => {
    const { token } = await newCustomer()
    const tour = await newTour(await newTravel())
    const { id } = (await call(setAlert, 'alerts', { token, body: { tourId: tour } })).body.data
    await payload.update({ collection: 'tours', id: tour, data: { status: 'CONFIRMED' } })
    await payload.jobs.run({ limit: 100 })
    expect((await payload.count({ collection: 'notify-me-deliveries', where: { alert: { equals: id } } })).totalDocs).toBe(1)
    await payload.delete({ collection: 'tours', id: tour })
    expect((await payload.count({ collection: 'notify-me-alerts', where: { id: { equals: id } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'notify-me-deliveries', where: { alert: { equals: id } } })).totalDocs).toBe(0)
  })
})

import { NextRequest } from 'next/server'
import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  POST as deactivate,
  POST as setAlert,
  GET as showAlerts,
  POST as unsubscribe,
  GET as unsubscribePage,
} from '@/app/(site)/api/v1/[...path]/route'
import { mailSubscribers } from '@/customer/alerts/mail-subscribers'
import { NOTIFY_ME_TASK } from '@/customer/alerts/notify-me-task'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { priced, testTour, testTravel } from './catalog-fixtures'
import { siteCaller, signedInCustomer, type Route } from './site-call'
import { testDestination } from './test-destination'
import { testCms } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
let destination: number

const call = siteCaller('10.3.0')

/** A new customer signed in with a mailed code: their e-mail and access token. */
const newCustomer = () => signedInCustomer(call, mails, 'subscriber')
const newTravel = () => testTravel(payload, destination)
const newTour = (travel: number, options?: Parameters<typeof testTour>[2]) => testTour(payload, travel, options)

/** The unsubscribe page at `link` (a mail's), opened (GET) or its button pressed (POST). */
async function openLink(route: Route, link: string, method: 'GET' | 'POST') {
  const response = await route(new NextRequest(link, { method }), { params: Promise.resolve({}) })
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') }
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

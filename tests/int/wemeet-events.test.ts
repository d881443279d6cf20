import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DELETE as leave, GET as read, POST as join } from '@/app/(site)/api/v1/[...path]/route'
import { findEvent } from '@/features/events/event-data'
import { loadEdition } from '@/editions/load-editions'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { siteCaller, signedInCustomer, type Route } from './site-call'
import { quiet, testCms, uniqueSlug } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
let picture: number
let milan: { id: number; slug: string }
let newYork: { id: number; slug: string }

const call = siteCaller('10.32.0')
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

async function newCity(name: string, timeZone: string, country: string) {
  const slug = uniqueSlug(name.toLowerCase().replace(/\s+/g, '-'))
  const city = await payload.create({
    collection: 'event-cities',
    locale: 'it',
    data: { name, slug, country, timeZone: timeZone as never },
    context: quiet,
  })
  return { id: city.id, slug }
}

type EventData = Record<string, unknown>

/** A published event in Milan, shown in the Italian and international editions, starting in ten days. */
async function newEvent(data: EventData = {}) {
  const event = await payload.create({
    collection: 'events',
    locale: 'it',
    data: {
      title: 'Aperitivo dei viaggiatori',
      slug: uniqueSlug('aperitivo'),
      city: milan.id,
      startsAt: inHours(10 * 24),
      startsAt_tz: 'Europe/Rome',
      venue: { name: 'Sala WeMeet Isola', address: 'Via Borsieri 12, 20159 Milano', latitude: 45.4887, longitude: 9.1889 },
      picture,
      organiser: { host: 'Giulia' },
      free: true,
      spots: 3,
      editions: ['it', 'intl'],
      _status: 'published',
      ...data,
    } as never,
    context: quiet,
  })
  return event.id
}

const customer = () => signedInCustomer(call, mails, 'meetup')
const place = (id: number, token?: string, edition = 'it') => call(read as Route, `events/${id}/place?edition=${edition}`, { token })
const joinAs = (id: number, token: string, edition = 'it') =>
  call(join as Route, `events/${id}/place?edition=${edition}`, { token, body: {} })
const leaveAs = (id: number, token: string) => call(leave as Route, `events/${id}/place?edition=it`, { token, method: 'DELETE' })
const placesOf = async (event: number) =>
  (await payload.find({ collection: 'event-places', where: { event: { equals: event } }, depth: 0, overrideAccess: true, sort: 'id' })).docs

beforeAll(async () => {
  payload = await testCms()
  ;({ mails } = captureMailAndLogs(payload))
  const data = await sharp({ create: { width: 40, height: 25, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()
  picture = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Milano at night' },
      file: { data, mimetype: 'image/png', name: 'wemeet.png', size: data.length },
      context: quiet,
    })
  ).id
  milan = await newCity('Milano', 'Europe/Rome', 'IT')
  newYork = await newCity('New York', 'America/New_York', 'US')
})

describe('an event’s state, from its spots and dates', () => {
  it('is open with its spots, then sold out, and anyone may read it', async () => {
    const id = await newEvent({ spots: 2 })
    expect(await place(id)).toMatchObject({ status: 200, body: { data: { status: 'available', spots: 2, spotsLeft: 2, place: null } } })
    for (const _ of [1, 2]) expect((await joinAs(id, (await customer()).token)).status).toBe(200)
    expect((await place(id)).body.data).toMatchObject({ status: 'sold-out', spotsLeft: 0, attendees: 2 })
  })

  it('closes joining at the join-until time and refuses a cancelled event', async () => {
    const { token } = await customer()
    const closed = await newEvent({ joinUntil: inHours(-1), joinUntil_tz: 'Europe/Rome' })
    expect((await place(closed)).body.data.status).toBe('joining-closed')
    expect(await joinAs(closed, token)).toMatchObject({ status: 409, body: { key: 'JOINING_CLOSED' } })
    const cancelled = await newEvent({ cancelled: true })
    expect(await joinAs(cancelled, token)).toMatchObject({ status: 409, body: { key: 'EVENT_CANCELLED' } })
    expect(await placesOf(closed)).toEqual([])
    expect(await placesOf(cancelled)).toEqual([])
  })

  it('takes an event’s times in its city’s zone, and refuses a time entered in another or a part of a spot', async () => {
    const refusal = (path: string, message: RegExp) => ({
      data: { errors: [expect.objectContaining({ path, message: expect.stringMatching(message) })] },
    })
    await expect(newEvent({ city: newYork.id, startsAt_tz: 'Europe/Rome' })).rejects.toMatchObject(refusal('startsAt', /America\/New_York/))
    await expect(newEvent({ endsAt: inHours(5), endsAt_tz: 'Europe/Rome' })).rejects.toMatchObject(refusal('endsAt', /after the start/))
    await expect(newEvent({ spots: 2.5 })).rejects.toMatchObject(refusal('spots', /whole number/))
    const id = await newEvent({ city: newYork.id, startsAt_tz: 'America/New_York', editions: ['us'] })
    expect((await place(id, undefined, 'us')).status).toBe(200)
  })
})

describe('joining', () => {
  it('gives one place per customer and mails it in the edition’s language', async () => {
    const { email, token } = await customer()
    const id = await newEvent()
    expect(await joinAs(id, token)).toMatchObject({ status: 200, body: { data: { place: 'joined', spotsLeft: 2, attendees: 1 } } })
    expect(await joinAs(id, token)).toMatchObject({ status: 409, body: { key: 'ALREADY_JOINED' } })
    expect((await place(id, token)).body.data.place).toBe('joined')
    expect((await place(id)).body.data.place).toBeNull()
    const mail = mails.filter((sent) => sent.to === email).at(-1)!
    expect(mail.subject).toBe('Ci sei: Aperitivo dei viaggiatori')
    expect(mail.text).toMatch(/Sala WeMeet Isola/)
    expect(mail.text).toContain(`/it/eventi/${milan.slug}/`)
    expect(await placesOf(id)).toHaveLength(1)
  })

  it('gives the last spot to one of two customers asking at once; the other waits', async () => {
    const id = await newEvent({ spots: 1 })
    const [first, second] = await Promise.all([customer(), customer()])
    const answers = await Promise.all([joinAs(id, first.token), joinAs(id, second.token)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers.map((answer) => answer.body.data.place).sort()).toEqual(['joined', 'waiting'])
    expect((await placesOf(id)).map((row) => row.status).sort()).toEqual(['joined', 'waiting'])
    expect((await place(id)).body.data).toMatchObject({ status: 'sold-out', attendees: 1 })
  })

  it('refuses a visitor who is not signed in, and an unknown event', async () => {
    const id = await newEvent()
    expect(await call(join as Route, `events/${id}/place?edition=it`, { body: {} })).toMatchObject({ status: 401 })
    const { token } = await customer()
    expect(await joinAs(2_000_000_000, token)).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
    expect(await call(read as Route, 'events/0x1/place?edition=it')).toMatchObject({ status: 400 })
  })

  it('leaves nothing written and sends nothing when a write inside the transaction fails', async () => {
    const { email, token } = await customer()
    const id = await newEvent()
    const create = vi.spyOn(payload, 'create').mockImplementationOnce(async () => {
      throw new Error('the database refused the place')
    })
    const answer = await joinAs(id, token)
    create.mockRestore()
    expect(answer).toMatchObject({ status: 500, body: { key: 'INTERNAL_ERROR' } })
    expect(JSON.stringify(answer.body)).not.toMatch(/refused the place/)
    expect(await placesOf(id)).toEqual([])
    expect(mails.filter((sent) => sent.to === email && sent.subject.startsWith('Ci sei'))).toEqual([])
  })
})

describe('giving a place back', () => {
  it('frees the spot before the deadline and gives it to the first on the waiting list', async () => {
    const id = await newEvent({ spots: 1 })
    const holder = await customer()
    const waiter = await customer()
    await joinAs(id, holder.token)
    expect((await joinAs(id, waiter.token)).body.data.place).toBe('waiting')
    expect(await leaveAs(id, holder.token)).toMatchObject({ status: 200, body: { data: { place: null, attendees: 1 } } })
    expect((await place(id, waiter.token)).body.data.place).toBe('joined')
    expect(mails.filter((sent) => sent.to === holder.email).at(-1)!.subject).toMatch(/^Hai lasciato il tuo posto/)
    expect(mails.filter((sent) => sent.to === waiter.email).at(-1)!.subject).toMatch(/^Si è liberato un posto/)
    expect(await leaveAs(id, holder.token)).toMatchObject({ status: 409, body: { key: 'NOT_JOINED' } })
    // Given back, a place can be taken again while the event is open.
    expect((await joinAs(id, holder.token)).body.data.place).toBe('waiting')
  })

  it('refuses a held place after the cancellation deadline, but lets a waiting one go', async () => {
    const id = await newEvent({ spots: 1, startsAt: inHours(12), cancelBefore: inHours(-1), cancelBefore_tz: 'Europe/Rome' })
    const holder = await customer()
    const waiter = await customer()
    await joinAs(id, holder.token)
    await joinAs(id, waiter.token)
    expect(await leaveAs(id, holder.token)).toMatchObject({ status: 409, body: { key: 'CANCELLATION_CLOSED' } })
    expect((await leaveAs(id, waiter.token)).status).toBe(200)
    expect((await placesOf(id)).map((row) => row.status)).toEqual(['joined', 'cancelled'])
  })

  it('is allowed at any time once the event is cancelled, and everyone holding a place is told of the cancellation', async () => {
    const id = await newEvent({ startsAt: inHours(3) })
    const holder = await customer()
    await joinAs(id, holder.token)
    await payload.update({ collection: 'events', id, data: { cancelled: true, _status: 'published' } as never, context: quiet })
    await vi.waitFor(() => expect(mails.some((sent) => sent.to === holder.email && sent.subject.startsWith('Evento annullato'))).toBe(true))
    expect((await leaveAs(id, holder.token)).status).toBe(200)
  })
})

describe('which editions show an event', () => {
  it('lists it, finds its page and takes places only in the editions it is shown in', async () => {
    const id = await newEvent({ editions: ['it'] })
    const { token } = await customer()
    expect(await joinAs(id, token, 'es')).toMatchObject({ status: 404 })
    expect(await place(id, undefined, 'fr')).toMatchObject({ status: 404 })
    const slug = (await payload.findByID({ collection: 'events', id, depth: 0 })).slug
    const audience = async (code: 'it' | 'es') => ({ edition: await loadEdition(code), currency: 'EUR' as const })
    expect(await findEvent(payload, await audience('it'), { city: milan.slug, slug }, new Date())).toMatchObject({ id })
    expect(await findEvent(payload, await audience('es'), { city: milan.slug, slug }, new Date())).toBeNull()
    expect(await findEvent(payload, await audience('it'), { city: newYork.slug, slug }, new Date())).toBeNull()
    const listed = await call(read as Route, `events?edition=it&city=${milan.slug}`)
    expect(listed.body.data.events.map((event: { id: number }) => event.id)).toContain(id)
    const spanish = await call(read as Route, 'events?edition=es')
    expect(spanish.body.data.events.map((event: { id: number }) => event.id)).not.toContain(id)
  })

  it('keeps drafts and events over from the list, and answers 404 in the editions without events', async () => {
    const draft = await newEvent({ _status: 'draft' })
    const over = await newEvent({ startsAt: inHours(-5), endsAt: inHours(-2), endsAt_tz: 'Europe/Rome' })
    const listed = (await call(read as Route, 'events?edition=it')).body.data.events.map((event: { id: number }) => event.id)
    expect(listed).not.toContain(draft)
    expect(listed).not.toContain(over)
    expect(await place(draft)).toMatchObject({ status: 404 })
    for (const edition of ['de', 'en']) {
      expect(await call(read as Route, `events?edition=${edition}`)).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
      expect(await place(draft, undefined, edition)).toMatchObject({ status: 404 })
    }
  })

  it('publishes a draft event when its scheduled job runs, and lists it then', async () => {
    const draft = await newEvent({ _status: 'draft' })
    const listed = async () => (await call(read as Route, 'events?edition=it')).body.data.events.map((event: { id: number }) => event.id)
    expect(await listed()).not.toContain(draft)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'events', value: draft } },
      waitUntil: new Date(),
    })
    await payload.jobs.run()
    expect(await listed()).toContain(draft)
  })

  it('filters by the quick dates in the event’s city, and refuses an unknown filter', async () => {
    const tomorrowEvening = new Date(Date.now() + DAY)
    const id = await newEvent({ startsAt: tomorrowEvening.toISOString() })
    const ids = async (when: string) =>
      (await call(read as Route, `events?edition=it&city=${milan.slug}&when=${when}`)).body.data.events.map(
        (event: { id: number }) => event.id,
      )
    expect(await ids('tomorrow')).toContain(id)
    expect(await ids('next-30-days')).toContain(id)
    expect(await ids('today')).not.toContain(id)
    expect(await call(read as Route, 'events?edition=it&when=yesterday')).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
  })
})

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as siteApi from '@/app/(site)/api/v1/[...path]/route'
import { authenticatedSystem, createBookingSystem } from '@/customer/bookings/booking-systems'
import { legacySystemKeyHash, newSystemKey, systemKeyHash } from '@/customer/bookings/system-keys'
import { LEGACY_KEYS_ACCEPTED_UNTIL } from '@/lib/legacy-derived-key'
import { ensureCatalog } from '../../seed/catalog'
import { cmsRest } from '../support/cms-rest'
import { quiet, testCms } from './test-cms'

let payload: Payload
let key: string
let otherKey: string
let tourId: number
let address = 0
let references = 0

const newReference = () => `WB-${Date.now().toString(36)}-${++references}`
const newEmail = () => `Booker.${Date.now()}.${++references}@Example.com`

beforeAll(async () => {
  payload = await testCms()
  ;({ key } = await createBookingSystem(payload, `Checkout ${Date.now()}`))
  ;({ key: otherKey } = await createBookingSystem(payload, `Agency ${Date.now()}`))
  await ensureCatalog(payload, { travels: 24, tours: 240, seed: 7, detailedTravels: 2, anchor: new Date() })
  const { docs } = await payload.find({ collection: 'tours', limit: 1, depth: 0, overrideAccess: true })
  const tour = docs[0]!
  tourId = tour.id
})

type Answer = {
  data: Record<string, unknown> & { reference: string; status: string; customerId: number }
  key: string
  extra: Record<string, unknown>
}

async function put(reference: string, body: unknown, options: { key?: string | null; method?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-wayfarer-socket-address': `10.4.0.${++address % 250}` }
  const bearer = options.key === undefined ? key : options.key
  if (bearer !== null) headers.authorization = `Bearer ${bearer}`
  const method = options.method ?? 'PUT'
  const request = new NextRequest(`http://localhost/api/v1/bookings/${reference}`, {
    method,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await siteApi[method as 'PUT'](request, { params: Promise.resolve({ reference }) })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer }
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  customer: { email: newEmail() },
  tourId,
  status: 'confirmed',
  travellers: [
    { gender: 'female', birthYear: 1994, firstTrip: true, tripsDone: 0 },
    { gender: 'male', birthYear: null, firstTrip: false, tripsDone: 3 },
  ],
  ...overrides,
})

const countOf = async (reference: string) =>
  (await payload.count({ collection: 'bookings', where: { reference: { equals: reference } } })).totalDocs
const customerCount = async (email: string) =>
  (await payload.count({ collection: 'customers', where: { email: { equals: email.toLowerCase() } } })).totalDocs

describe('PUT /bookings/{reference}', () => {
  it('creates the booking (201) and its unknown customer, lowercased and without privacy acceptance', async () => {
    const reference = newReference()
    const body = booking()
    const { status, body: answer } = await put(reference, body)
    expect(status).toBe(201)
    expect(answer.data).toMatchObject({ reference, status: 'confirmed', tourId, travellers: body.travellers })
    expect(JSON.stringify(answer)).not.toMatch(/@/)
    const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: body.customer.email.toLowerCase() } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.id).toBe(answer.data.customerId)
    expect(docs[0]!.acceptedFlags?.privacy).toBe(false)
    const stored = await payload.find({ collection: 'bookings', where: { reference: { equals: reference } } })
    expect(stored.docs[0]).toMatchObject({ travellersCount: 2, status: 'confirmed' })
  })

  it('answers a repeated call 200 with the same booking and writes nothing', async () => {
    const reference = newReference()
    const body = booking()
    const first = await put(reference, body)
    const again = await put(reference, body)
    const third = await put(reference, body)
    expect([first.status, again.status, third.status]).toEqual([201, 200, 200])
    expect(again.body.data).toEqual(first.body.data)
    expect(third.body.data.updatedAt).toBe(first.body.data.updatedAt)
    expect(await countOf(reference)).toBe(1)
    expect(await customerCount(body.customer.email)).toBe(1)
  })

  it('takes two first calls of one reference at once as one booking', async () => {
    const reference = newReference()
    const body = booking()
    const answers = await Promise.all([put(reference, body), put(reference, body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(await countOf(reference)).toBe(1)
    expect(await customerCount(body.customer.email)).toBe(1)
  })

  it('updates the booking when the body changed: a cancellation, a traveller less', async () => {
    const reference = newReference()
    const body = booking()
    const created = await put(reference, body)
    const cancelled = await put(reference, { ...body, status: 'cancelled', travellers: body.travellers.slice(0, 1) })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data).toMatchObject({ reference, status: 'cancelled', travellers: [body.travellers[0]] })
    expect(cancelled.body.data.createdAt).toBe(created.body.data.createdAt)
    const stored = await payload.find({ collection: 'bookings', where: { reference: { equals: reference } } })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ status: 'cancelled', travellersCount: 1 })
  })

  it('refuses a reference another bookings system owns (403) and leaves it as it was', async () => {
    const reference = newReference()
    const body = booking()
    await put(reference, body)
    const taken = await put(reference, { ...body, status: 'cancelled' }, { key: otherKey })
    expect(taken.status).toBe(403)
    expect(taken.body.key).toBe('FORBIDDEN')
    expect((await payload.find({ collection: 'bookings', where: { reference: { equals: reference } } })).docs[0]!.status).toBe('confirmed')
  })

  it('refuses no key, a bad key and a malformed header with 401 UNAUTHORIZED', async () => {
    const reference = newReference()
    const badKey = `wfb_${'A'.repeat(43)}`
    for (const bearer of [null, badKey, 'not-a-key', `${key}x`]) {
      const { status, body } = await put(reference, booking(), { key: bearer })
      expect([status, body.key], String(bearer)).toEqual([401, 'UNAUTHORIZED'])
    }
    expect(await countOf(reference)).toBe(0)
  })

  it('refuses a revoked key with 403 FORBIDDEN', async () => {
    const { system, key: revokedKey } = await createBookingSystem(payload, `Revoked ${Date.now()}`)
    await payload.update({ collection: 'booking-systems', id: system.id, data: { revoked: true }, overrideAccess: true })
    const revoked = await payload.findByID({ collection: 'booking-systems', id: system.id, overrideAccess: true })
    expect(revoked.revokedAt).toBeTruthy()
    const reference = newReference()
    const { status, body } = await put(reference, booking(), { key: revokedKey })
    expect([status, body.key]).toEqual([403, 'FORBIDDEN'])
    expect(await countOf(reference)).toBe(0)
  })

  it('keeps only the key’s hash', async () => {
    const { system, key: fresh } = await createBookingSystem(payload, `Hashed ${Date.now()}`)
    const [row] = (await payload.db.drizzle.execute(`SELECT * FROM booking_systems WHERE id = ${system.id}`)).rows as Array<
      Record<string, unknown>
    >
    expect(JSON.stringify(row)).not.toContain(fresh.slice(4))
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.key_hint).toBe(`…${fresh.slice(-4)}`)
  })

  it('lets a key hashed before HKDF in until LEGACY_KEYS_ACCEPTED_UNTIL, storing its current hash at that call', async () => {
    const storedHash = async (id: number) =>
      ((await payload.db.drizzle.execute(`SELECT key_hash FROM booking_systems WHERE id = ${id}`)).rows[0] as { key_hash: string }).key_hash
    const { system, key: oldKey } = await createBookingSystem(payload, `Legacy ${Date.now()}`)
    const { system: late, key: lateKey } = await createBookingSystem(payload, `Legacy late ${Date.now()}`)
    vi.useFakeTimers({ now: LEGACY_KEYS_ACCEPTED_UNTIL.getTime() - 60_000, toFake: ['Date'] })
    try {
      for (const [id, its] of [
        [system.id, oldKey],
        [late.id, lateKey],
      ] as const) {
        await payload.db.drizzle.execute(`UPDATE booking_systems SET key_hash = '${legacySystemKeyHash(its)}' WHERE id = ${id}`)
      }
      expect((await authenticatedSystem(payload, `Bearer ${oldKey}`)).id).toBe(system.id)
      expect(await storedHash(system.id)).toBe(systemKeyHash(oldKey))
      expect((await authenticatedSystem(payload, `Bearer ${oldKey}`)).id).toBe(system.id)
      vi.setSystemTime(LEGACY_KEYS_ACCEPTED_UNTIL)
      await expect(authenticatedSystem(payload, `Bearer ${lateKey}`)).rejects.toMatchObject({ key: 'UNAUTHORIZED' })
      expect((await authenticatedSystem(payload, `Bearer ${oldKey}`)).id).toBe(system.id)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers 400 VALIDATION_ERROR with the issues’ paths for a bad body or reference', async () => {
    const cases: Array<[string, unknown, string]> = [
      [newReference(), booking({ travellers: [] }), 'travellers'],
      [newReference(), booking({ status: 'paid' }), 'status'],
      [newReference(), booking({ tourId: 1e300 }), 'tourId'],
      [newReference(), booking({ customer: { email: 'a\nb@example.com' } }), 'customer.email'],
      [
        newReference(),
        booking({ travellers: [{ gender: 'female', birthYear: 1990, firstTrip: true, tripsDone: 2 }] }),
        'travellers.0.tripsDone',
      ],
      [newReference(), booking({ extra: 'x' }), ''],
      [newReference(), '{"customer":', ''],
      ['bad%20reference', booking(), 'reference'],
      ['x'.repeat(65), booking(), 'reference'],
    ]
    for (const [reference, body, path] of cases) {
      const { status, body: answer } = await put(reference, body)
      expect([status, answer.key], `${reference} ${JSON.stringify(body).slice(0, 80)}`).toEqual([400, 'VALIDATION_ERROR'])
      expect((answer.extra.issues as Array<{ path: string }>).map((issue) => issue.path)).toContain(path)
    }
    const nul = await put(newReference(), booking({ customer: { email: 'a\u0000b@example.com' } }))
    expect(nul.status).toBe(400)
  })

  it('answers 404 NOT_FOUND for an unknown tour and creates no customer', async () => {
    const body = booking({ tourId: 2_000_000_000 })
    const { status, body: answer } = await put(newReference(), body)
    expect([status, answer.key]).toEqual([404, 'NOT_FOUND'])
    expect(await customerCount(body.customer.email)).toBe(0)
  })

  it('answers 405 to other methods and 413 to a huge body', async () => {
    expect((await put(newReference(), booking(), { method: 'POST' })).status).toBe(405)
    const huge = booking({ customer: { email: `${'a'.repeat(2_000_000)}@example.com` } })
    expect((await put(newReference(), huge)).status).toBe(413)
  })

  it('rolls the new customer back when the booking cannot be written in the same transaction', async () => {
    const reference = newReference()
    const body = booking()
    const create = payload.create.bind(payload)
    const failing = vi.spyOn(payload, 'create').mockImplementation(((args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'bookings') return Promise.reject(new Error('the disk is full'))
      return create(args)
    }) as Payload['create'])
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { status, body: answer } = await put(reference, body)
      expect([status, answer.key]).toEqual([500, 'INTERNAL_ERROR'])
      expect(JSON.stringify(answer)).not.toMatch(/disk|\n\s+at /)
    } finally {
      failing.mockRestore()
      quiet.mockRestore()
    }
    expect(await customerCount(body.customer.email)).toBe(0)
    expect(await countOf(reference)).toBe(0)
    expect((await put(reference, body)).status).toBe(201)
  })
})

describe('bookings through the CMS REST API', () => {
  it('are refused to anyone not signed in to the admin, a customer’s token included', async () => {
    const reference = newReference()
    await put(reference, booking())
    for (const path of ['/api/bookings', `/api/bookings?where[reference][equals]=${reference}`, '/api/booking-systems']) {
      const answer = await cmsRest('GET', path)
      expect(answer.status, path).toBeGreaterThanOrEqual(401)
      expect(JSON.stringify(answer.body)).not.toContain(reference)
    }
    const created = await cmsRest('POST', '/api/bookings', { body: booking({ reference: newReference(), system: 1 }) })
    expect(created.status).toBeGreaterThanOrEqual(401)
  })

  it('are read by editors, written and their systems managed by admins only', async () => {
    // The first account is made an admin: make sure this one is not the first.
    await payload.create({
      collection: 'users',
      data: { email: `admin.${Date.now()}@example.com`, password: 'bookings-admin-1', role: 'admin' },
      overrideAccess: true,
    })
    const email = `editor.${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password: 'bookings-editor-1', role: 'editor' }, overrideAccess: true })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'bookings-editor-1' } })
    const reference = newReference()
    await put(reference, booking())
    const read = await cmsRest('GET', `/api/bookings?where[reference][equals]=${reference}`, { token })
    expect(read.status).toBe(200)
    expect((read.body as { docs: unknown[] }).docs).toHaveLength(1)
    expect((await cmsRest('GET', '/api/booking-systems', { token })).status).toBeGreaterThanOrEqual(401)
    const id = (read.body as { docs: Array<{ id: number }> }).docs[0]!.id
    expect((await cmsRest('PATCH', `/api/bookings/${id}`, { token, body: { status: 'cancelled' } })).status).toBeGreaterThanOrEqual(401)
  })
})

/** A new admin's token. */
async function adminToken(password: string): Promise<string> {
  const email = `systems.${password}.${Date.now()}@example.com`
  await payload.create({ collection: 'users', data: { email, password, role: 'admin' }, overrideAccess: true })
  return (await payload.login({ collection: 'users', data: { email, password } })).token!
}

describe('bookings systems in the admin', () => {
  it('take the key the create form shows, keep only its hash, and refuse a hash sent with it', async () => {
    const token = await adminToken('bookings-admin-2')
    const shown = newSystemKey()
    const created = await cmsRest('POST', '/api/booking-systems', {
      token,
      body: { name: `Admin form ${Date.now()}`, apiKey: shown, keyHash: systemKeyHash('wfb_chosen-by-the-caller') },
    })
    expect(created.status).toBe(201)
    expect(JSON.stringify(created.body)).not.toMatch(/keyHash|[0-9a-f]{64}/)
    expect(JSON.stringify(created.body)).not.toContain(shown)
    const reference = newReference()
    expect((await put(reference, booking(), { key: shown })).status).toBe(201)
    const id = (created.body as { doc: { id: number } }).doc.id
    expect((await cmsRest('PATCH', `/api/booking-systems/${id}`, { token, body: { revoked: true } })).status).toBe(200)
    expect((await put(reference, booking(), { key: shown })).status).toBe(403)
  })

  it('never show a key after creation: a read answers no key, not a new one each time', async () => {
    const { system } = await createBookingSystem(payload, `Read ${Date.now()}`)
    const token = await adminToken('bookings-admin-3')
    for (const path of [`/api/booking-systems/${system.id}`, `/api/booking-systems?where[id][equals]=${system.id}`]) {
      const first = await cmsRest('GET', path, { token })
      const second = await cmsRest('GET', path, { token })
      expect(first.status, path).toBe(200)
      expect(JSON.stringify(first.body), path).not.toMatch(/apiKey|wfb_/)
      expect(JSON.stringify(second.body), path).not.toMatch(/apiKey|wfb_/)
    }
    const local = await payload.findByID({ collection: 'booking-systems', id: system.id, overrideAccess: true })
    expect(local).not.toHaveProperty('apiKey')
  })

  it('keep a revoked key revoked: un-revoking is refused and the key stays refused', async () => {
    const { system, key: revokedKey } = await createBookingSystem(payload, `Final ${Date.now()}`)
    const token = await adminToken('bookings-admin-4')
    expect((await cmsRest('PATCH', `/api/booking-systems/${system.id}`, { token, body: { revoked: true } })).status).toBe(200)
    const revokedAt = (await payload.findByID({ collection: 'booking-systems', id: system.id, overrideAccess: true })).revokedAt
    const undo = await cmsRest('PATCH', `/api/booking-systems/${system.id}`, { token, body: { revoked: false } })
    expect(undo.status).toBe(400)
    const renamed = await cmsRest('PATCH', `/api/booking-systems/${system.id}`, { token, body: { name: `Final renamed ${Date.now()}` } })
    expect(renamed.status).toBe(200)
    const stored = await payload.findByID({ collection: 'booking-systems', id: system.id, overrideAccess: true })
    expect([stored.revoked, stored.revokedAt]).toEqual([true, revokedAt])
    expect((await put(newReference(), booking(), { key: revokedKey })).status).toBe(403)
  })
})

describe('what bookings refer to', () => {
  it('is not deleted: a booked departure, its travel and a booked customer stay, with a clear refusal', async () => {
    const reference = newReference()
    const { body } = await put(reference, booking())
    const tour = await payload.findByID({ collection: 'tours', id: tourId, depth: 0, overrideAccess: true })
    await expect(payload.delete({ collection: 'tours', id: tourId, overrideAccess: true, context: quiet })).rejects.toThrow(/booking/)
    await expect(
      payload.delete({ collection: 'travels', id: tour.travel as number, overrideAccess: true, context: quiet }),
    ).rejects.toThrow(/booking/)
    await expect(payload.delete({ collection: 'customers', id: body.data.customerId, overrideAccess: true })).rejects.toThrow(/booking/)
    expect(await payload.findByID({ collection: 'tours', id: tourId, depth: 0, overrideAccess: true, disableErrors: true })).toBeTruthy()
    expect(
      await payload.findByID({ collection: 'customers', id: body.data.customerId, overrideAccess: true, disableErrors: true }),
    ).toBeTruthy()
    expect(await countOf(reference)).toBe(1)
  })
})

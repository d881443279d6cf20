import { defaultEdition } from '@/editions/edition'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as changeCommunications } from '@/app/(site)/api/v1/[...path]/route'
import { confirmNewsletter, registerForNewsletter } from '@/customer/newsletter/newsletter-opt-in'
import type { Customer, CustomerHistory } from '@/payload-types'
import { cmsRest } from '../support/cms-rest'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { siteCaller, signedInCustomer } from './site-call'
import { quiet, testCms } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
const call = siteCaller('10.27.0')

let people = 0
/** A backoffice user of `role` and their REST token. */
async function backofficeUser(role: 'admin' | 'editor') {
  const email = `${role}-history-${Date.now()}-${++people}@example.com`
  const user = await payload.create({ collection: 'users', data: { email, password: 'history-password-1', role }, context: quiet })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'history-password-1' } })
  return { user, token: token! }
}

/** A customer who signed up on the site (privacy accepted, no marketing). */
async function siteCustomer(): Promise<{ customer: Customer; token: string }> {
  const { email, token } = await signedInCustomer(call, mails, 'history')
  const customer = (await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
  return { customer, token }
}

const storedCustomer = (id: number) => payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0 })

/** The customer's history, oldest first. */
const historyOf = async (id: number): Promise<CustomerHistory[]> =>
  (
    await payload.find({
      collection: 'customer-history',
      where: { customer: { equals: id } },
      sort: 'changedAt',
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  payload = await testCms()
  ;({ mails } = captureMailAndLogs(payload))
  // The first account ever created is an admin, whatever its role: the editors below are editors.
  await backofficeUser('admin')
})

describe("a customer's e-mail and consents", () => {
  it("refuse an editor's change through the CMS API (403): the e-mail, the consents and the history stay as they were", async () => {
    const { customer } = await siteCustomer()
    const { token } = await backofficeUser('editor')
    const before = await historyOf(customer.id)
    const answer = await cmsRest('PATCH', `/api/customers/${customer.id}`, {
      token,
      body: { email: 'taken-over@example.com', acceptedFlags: { marketing: true } },
    })
    expect(answer.status).toBe(403)
    for (const body of [
      { email: 'taken-over@example.com' },
      { acceptedFlags: { marketing: true } },
      { newsletterOptIn: { status: 'confirmed' } },
    ]) {
      expect((await cmsRest('PATCH', `/api/customers/${customer.id}`, { token, body })).status, JSON.stringify(body)).toBe(403)
    }
    const bulk = await cmsRest('PATCH', `/api/customers?where[id][equals]=${customer.id}`, { token, body: { email: 'bulk@example.com' } })
    expect(bulk.body).toMatchObject({ docs: [], errors: [expect.anything()] })
    const stored = await storedCustomer(customer.id)
    expect(stored.email).toBe(customer.email)
    expect(stored.acceptedFlags).toMatchObject({ marketing: false, privacy: true })
    expect(await historyOf(customer.id)).toEqual(before)
  })

  it("leave a customer's backoffice flag, which shuts them out of the site, to admins", async () => {
    const { customer } = await siteCustomer()
    const { token } = await backofficeUser('editor')
    await cmsRest('PATCH', `/api/customers/${customer.id}`, { token, body: { isAdmin: true } })
    expect((await storedCustomer(customer.id)).isAdmin).toBe(false)
    const admin = await backofficeUser('admin')
    await cmsRest('PATCH', `/api/customers/${customer.id}`, { token: admin.token, body: { isAdmin: true } })
    expect((await storedCustomer(customer.id)).isAdmin).toBe(true)
  })

  it('let an editor save the customer with them unchanged, as the admin form sends them', async () => {
    const { customer } = await siteCustomer()
    const { token } = await backofficeUser('editor')
    const { email, acceptedFlags, newsletterOptIn } = customer
    const answer = await cmsRest('PATCH', `/api/customers/${customer.id}`, {
      token,
      body: { name: 'Ada', email, acceptedFlags, newsletterOptIn },
    })
    expect(answer.status).toBe(200)
    expect((await storedCustomer(customer.id)).name).toBe('Ada')
  })

  it("record an admin's change with the admin, the time and the values before and after", async () => {
    const { customer } = await siteCustomer()
    const { user, token } = await backofficeUser('admin')
    const started = Date.now()
    const answer = await cmsRest('PATCH', `/api/customers/${customer.id}`, {
      token,
      body: { email: `moved-${customer.email}`, acceptedFlags: { ...customer.acceptedFlags, marketing: true } },
    })
    expect(answer.status).toBe(200)
    const latest = (await historyOf(customer.id)).at(-1)!
    expect(latest).toMatchObject({
      changedBy: 'admin',
      admin: user.id,
      adminEmail: user.email,
      changes: [
        expect.objectContaining({ field: 'email', before: customer.email, after: `moved-${customer.email}` }),
        expect.objectContaining({ field: 'marketing', before: 'no', after: 'yes' }),
      ],
    })
    expect(Date.parse(latest.changedAt)).toBeGreaterThanOrEqual(started - 1000)
    expect(latest.summary).toBe(`E-mail: ${customer.email} → moved-${customer.email}; Marketing e-mails: no → yes`)
  })

  it("record the customer's own changes: the sign-up's consents and the account area's calls", async () => {
    const { customer, token } = await siteCustomer()
    expect(await historyOf(customer.id)).toEqual([
      expect.objectContaining({
        changedBy: 'customer',
        admin: null,
        changes: [
          expect.objectContaining({ field: 'email', before: '', after: customer.email }),
          expect.objectContaining({ field: 'newsletter', before: '', after: 'no' }),
          expect.objectContaining({ field: 'marketing', before: '', after: 'no' }),
          expect.objectContaining({ field: 'privacy', before: '', after: 'yes' }),
        ],
      }),
    ])
    expect(await call(changeCommunications, 'account/communications', { token, body: { marketing: true } })).toMatchObject({ status: 200 })
    expect((await historyOf(customer.id)).at(-1)).toMatchObject({
      changedBy: 'customer',
      changes: [expect.objectContaining({ field: 'marketing', before: 'no', after: 'yes' })],
    })
  })

  it('record a newsletter subscription confirmed by the mailed link as the customer’s', async () => {
    const email = `history-link-${Date.now()}@example.com`
    await registerForNewsletter(payload, { email, edition: defaultEdition('it') })
    const mail = mails.filter((entry) => entry.to === email).at(-1)!
    const token = new URL(mail.text.match(/https?:\/\/\S+\/api\/v1\/newsletter\/confirm\?\S+/)![0]).searchParams.get('token')!
    expect(await confirmNewsletter(payload, token)).toBe('confirmed')
    const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })
    expect((await historyOf(docs[0]!.id)).at(-1)).toMatchObject({
      changedBy: 'customer',
      changes: [
        expect.objectContaining({ field: 'privacy', before: 'no', after: 'yes' }),
        expect.objectContaining({ field: 'newsletter', before: 'no', after: 'yes' }),
      ],
    })
  })
})

describe("a customer's history", () => {
  it('is read by admins only, on the customer and on its own', async () => {
    const { customer } = await siteCustomer()
    const admin = await backofficeUser('admin')
    const editor = await backofficeUser('editor')
    const asAdmin = await cmsRest('GET', `/api/customers/${customer.id}?depth=1`, { token: admin.token })
    expect((asAdmin.body as { history: { docs: Array<{ changedBy: string }> } }).history.docs).toEqual([
      expect.objectContaining({ changedBy: 'customer' }),
    ])
    const asEditor = await cmsRest('GET', `/api/customers/${customer.id}?depth=1`, { token: editor.token })
    expect(asEditor.status).toBe(200)
    expect(asEditor.body).not.toHaveProperty('history')
    expect((await cmsRest('GET', '/api/customer-history', { token: editor.token })).status).toBe(403)
    expect((await cmsRest('GET', '/api/customer-history')).status).toBe(403)
  })

  it('is never written through the CMS, not even by an admin', async () => {
    const { customer } = await siteCustomer()
    const { token } = await backofficeUser('admin')
    const [entry] = await historyOf(customer.id)
    const forged = { customer: customer.id, changedAt: new Date().toISOString(), changedBy: 'customer', summary: 'forged' }
    expect((await cmsRest('POST', '/api/customer-history', { token, body: forged })).status).toBe(403)
    expect((await cmsRest('PATCH', `/api/customer-history/${entry!.id}`, { token, body: { summary: 'edited' } })).status).toBe(403)
    expect((await cmsRest('DELETE', `/api/customer-history/${entry!.id}`, { token })).status).toBe(403)
    expect(await historyOf(customer.id)).toEqual([entry])
  })

  it('goes with its customer', async () => {
    const { customer } = await siteCustomer()
    await payload.delete({ collection: 'customers', id: customer.id, overrideAccess: true })
    expect(await historyOf(customer.id)).toEqual([])
  })
})

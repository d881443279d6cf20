import { defaultEdition } from '@/editions/edition'
import { simpleParser } from 'mailparser'
import pg from 'pg'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { sendSignInCode } from '@/customer/accounts/sign-in-codes'
import { sqlRows } from '@/lib/database/sql'
import { OUTBOX_KEPT } from '@/lib/mail/outbox'
import type { Outbox } from '@/payload-types'
import { cmsRest } from '../support/cms-rest'
import { quiet, testCms, uniqueSlug } from './test-cms'

/** A short statement deadline for this file's CMS, so that a write that waits is seen to give up. */
const STATEMENT_TIMEOUT_MS = vi.hoisted(() => {
  // Before the CMS config loads (imported by the REST helper): it reads these once.
  // This file's CMS is a local site without SMTP: its mails go to the outbox.
  delete process.env.SMTP_URL
  delete process.env.SITE_URL
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = '2000'
  return 2_000
})

let payload: Payload
let adminToken: string
let editorToken: string
const logged: string[] = []

beforeAll(async () => {
  payload = await testCms()
  vi.spyOn(payload.logger, 'info').mockImplementation(((...args: unknown[]) => void logged.push(JSON.stringify(args))) as never)
  adminToken = await tokenOf('admin')
  editorToken = await tokenOf('editor')
})

afterAll(() => {
  delete process.env.DATABASE_STATEMENT_TIMEOUT_MS
})

async function tokenOf(role: 'admin' | 'editor') {
  const email = `${uniqueSlug(role)}@example.com`
  const password = `${role}-password-1`
  await payload.create({ collection: 'users', data: { email, password, role }, context: quiet })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token!
}

const newAddress = (name: string) => `${uniqueSlug(name)}@example.com`

/** What an admin reads for `email` through the CMS REST API, with the default order. */
async function outboxOf(email: string): Promise<Outbox[]> {
  const answer = await cmsRest('GET', `/api/outbox?where[to][equals]=${encodeURIComponent(email)}`, { token: adminToken })
  expect(answer.status).toBe(200)
  return (answer.body as { docs: Outbox[] }).docs
}

const mail = (to: string, subject: string) => ({ to, subject, html: `<p>${subject}</p>`, text: subject })

describe('the outbox of a local site without SMTP', () => {
  it('keeps a sign-in code mail whole, and the log only names its recipient and subject', async () => {
    const email = newAddress('code')
    await sendSignInCode(payload, { email, edition: defaultEdition('it'), consent: { privacy: true, marketing: false } })
    const [entry, ...others] = await outboxOf(email)
    expect(others).toEqual([])
    const code = entry!.text!.match(/\b(\d{6})\b/)![1]!
    expect(entry!.subject).toMatch(/codice/i)
    expect(entry!.html).toContain(`>${code}</p>`)
    expect(entry!.from).toBe('Wayfarer <noreply@localhost>')
    expect(Date.now() - new Date(entry!.createdAt).getTime()).toBeLessThan(60_000)

    // The source is the message as SMTP would carry it: headers and both parts.
    const parsed = await simpleParser(entry!.source!)
    expect(parsed.to).toMatchObject({ text: email })
    expect(parsed.subject).toBe(entry!.subject)
    expect(parsed.text).toContain(code)
    expect(parsed.html).toContain(code)

    const lines = logged.filter((line) => line.includes(email))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(entry!.subject)
    expect(logged.join('\n')).not.toContain(code)
  })

  it('keeps the headers a mail was given, one entry per recipient', async () => {
    const [first, second] = [newAddress('first'), newAddress('second')]
    await payload.sendEmail({
      ...mail(`${first}, ${second.toUpperCase()}`, 'Two of them'),
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    for (const email of [first, second]) {
      const [entry] = await outboxOf(email)
      const parsed = await simpleParser(entry!.source!)
      expect(parsed.headerLines.map((header) => header.line)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    }
  })

  it('gives admins the newest mail first, and nothing to editors or visitors', async () => {
    const email = newAddress('order')
    await payload.sendEmail(mail(email, 'First'))
    await payload.sendEmail(mail(email, 'Second'))
    expect((await outboxOf(email)).map((entry) => entry.subject)).toEqual(['Second', 'First'])
    const { id } = (await outboxOf(email))[0]!

    for (const token of [editorToken, undefined]) {
      for (const path of [`/api/outbox?where[to][equals]=${encodeURIComponent(email)}`, `/api/outbox/${id}`, '/api/outbox']) {
        const answer = await cmsRest('GET', path, { token })
        expect([401, 403]).toContain(answer.status)
        expect(JSON.stringify(answer.body)).not.toContain(email)
      }
    }
  })

  it('lets nobody write it through the API, admins included', async () => {
    const email = newAddress('write')
    await payload.sendEmail(mail(email, 'Kept as sent'))
    const { id } = (await outboxOf(email))[0]!
    for (const token of [adminToken, editorToken, undefined]) {
      expect((await cmsRest('POST', '/api/outbox', { token, body: { to: email, subject: 'Forged' } })).status).toBeGreaterThanOrEqual(401)
      expect((await cmsRest('PATCH', `/api/outbox/${id}`, { token, body: { subject: 'Changed' } })).status).toBeGreaterThanOrEqual(401)
      expect((await cmsRest('DELETE', `/api/outbox/${id}`, { token })).status).toBeGreaterThanOrEqual(401)
    }
    expect((await outboxOf(email)).map((entry) => entry.subject)).toEqual(['Kept as sent'])
  })

  it('keeps a mail sent inside a transaction that is then rolled back, and leaves that transaction alone', async () => {
    const email = newAddress('rolled-back')
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.create({ collection: 'customers', req, data: { email, acceptedFlags: { privacy: true } } })
    await payload.sendEmail(mail(email, 'Sent before the rollback'))
    // The caller's transaction still works after the mail: its own reads see its own write.
    expect((await payload.find({ collection: 'customers', req, where: { email: { equals: email } } })).totalDocs).toBe(1)
    await killTransaction(req)

    expect((await payload.find({ collection: 'customers', where: { email: { equals: email } } })).totalDocs).toBe(0)
    expect((await outboxOf(email)).map((entry) => entry.subject)).toEqual(['Sent before the rollback'])
  })

  it('fails the send, not the caller’s transaction, when the outbox refuses the write', async () => {
    const email = newAddress('refused')
    const sql = sqlRows(payload)
    await sql(`ALTER TABLE outbox ADD CONSTRAINT refuses_this_test CHECK (subject <> 'Refused')`)
    try {
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      await payload.create({ collection: 'customers', req, data: { email, acceptedFlags: { privacy: true } } })
      await expect(payload.sendEmail(mail(email, 'Refused'))).rejects.toThrow()
      await commitTransaction(req)
    } finally {
      await sql('ALTER TABLE outbox DROP CONSTRAINT refuses_this_test')
    }
    expect((await payload.find({ collection: 'customers', where: { email: { equals: email } } })).totalDocs).toBe(1)
    expect(await outboxOf(email)).toEqual([])
  })

  it('gives up a write that cannot proceed within the statement deadline', async () => {
    const email = newAddress('locked')
    const blocker = new pg.Client({ connectionString: inject('databaseUrl') })
    await blocker.connect()
    try {
      await blocker.query('BEGIN')
      await blocker.query('LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE')
      const started = Date.now()
      await expect(payload.sendEmail(mail(email, 'Waits for a lock'))).rejects.toThrow()
      expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 3_000)
    } finally {
      await blocker.query('ROLLBACK')
      await blocker.end()
    }
    expect(await outboxOf(email)).toEqual([])
  })

  it(`keeps the newest ${OUTBOX_KEPT} mails`, async () => {
    const sql = sqlRows(payload)
    // Fill the outbox past its size at once, then send two more through the mailer.
    await sql(
      `INSERT INTO outbox ("to", subject) SELECT 'filler-' || n || '@example.com', 'Filler' FROM generate_series(1, $1::int) AS n`,
      [OUTBOX_KEPT],
    )
    const email = newAddress('newest')
    await payload.sendEmail(mail(email, 'Newest but one'))
    await payload.sendEmail(mail(email, 'Newest'))

    const [kept] = await sql<{ count: string }>('SELECT count(*) FROM outbox')
    expect(Number(kept!.count)).toBe(OUTBOX_KEPT)
    expect(await sql(`SELECT 1 FROM outbox WHERE "to" IN ('filler-1@example.com', 'filler-2@example.com')`)).toEqual([])
    expect(await sql(`SELECT 1 FROM outbox WHERE "to" = 'filler-3@example.com'`)).toHaveLength(1)
    expect((await outboxOf(email)).map((entry) => entry.subject)).toEqual(['Newest', 'Newest but one'])
  })
})

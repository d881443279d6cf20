import { defaultEdition } from '@/editions/edition'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  POST as completeOtp,
  GET as confirm,
  HEAD as confirmHead,
  POST as generateOtp,
  GET as me,
  POST as register,
  POST as subscribe,
} from '@/app/(site)/api/v1/[...path]/route'
import { NEWSLETTER_LIMITS } from '@/customer/newsletter/newsletter-limits'
import { registerForNewsletter } from '@/customer/newsletter/newsletter-opt-in'
import { CONFIRM_LINK_TTL_HOURS } from '@/customer/newsletter/opt-in-token'
import { sqlRows } from '@/lib/database/sql'
import { siteUrl } from '@/lib/site-url'
import type { User } from '@/payload-types'
import { checkDeclaredAnswer } from './site-call'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { testCms } from './test-cms'

let payload: Payload
/** Every mail the calls sent (codes and links are read from them, as a customer would) and everything the server logged. */
let mails: CapturedMail[]
let logged: string[]
let address = 0

beforeAll(async () => {
  payload = await testCms()
  ;({ mails, logged } = captureMailAndLogs(payload))
})

type Route = (request: NextRequest, context: unknown) => Promise<Response>
type Answer = {
  data: Record<string, unknown> & { userId: number; jwt: string; acceptedFlags: { newsletter: boolean } }
  key: string
  extra: Record<string, unknown>
}

async function call(
  route: Route,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
) {
  const headers = {
    'content-type': 'application/json',
    'x-wayfarer-socket-address': init.from ?? `10.1.0.${++address % 250}`,
    ...init.headers,
  }
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
  const method = init.method ?? (body === undefined ? 'GET' : 'POST')
  const response = await route(new NextRequest(`http://localhost/api/v1/${path}`, { method, headers, body }), {
    params: Promise.resolve({}),
  })
  const text = await response.text()
  const answer = (text ? JSON.parse(text) : null) as Answer
  if (response.ok && answer) checkDeclaredAnswer(method, path, answer)
  return { status: response.status, body: answer, location: response.headers.get('location') }
}

let emails = 0
const newEmail = () => `Reader.${Date.now()}.${++emails}@Example.com`

/** The confirmation link of the last mail to `email`, read from its text body as a customer's client shows it. */
function linkFor(email: string): URL {
  const mail = mails.filter((entry) => entry.to === email.toLowerCase()).at(-1)!
  return new URL(mail.text.match(/https?:\/\/\S+\/api\/v1\/newsletter\/confirm\?\S+/)![0])
}

const open = (link: URL) => call(confirm, `newsletter/confirm${link.search}`)

async function customer(email: string) {
  const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: email.toLowerCase() } }, overrideAccess: true })
  return docs[0]
}

async function signIn(email: string, consent?: { privacy: boolean; marketing: boolean }) {
  await call(generateOtp, 'auth/generate-otp', { body: consent ? { email, consent } : { email } })
  const otp = mails
    .filter((entry) => entry.to === email.toLowerCase())
    .at(-1)!
    .text.match(/\b(\d{6})\b/)![1]
  const { body } = await call(completeOtp, 'auth/complete-otp', { body: { email, otp } })
  return { authorization: `Bearer ${body.data.jwt}` }
}

describe('POST /newsletter/register', () => {
  it('creates the new e-mail’s account, pending, nothing accepted, and mails a confirmation link in the edition’s language', async () => {
    const email = newEmail()
    const answer = await call(register, 'newsletter/register?edition=de', { body: { email } })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ userId: null })
    const saved = (await customer(email))!
    expect(saved.email).toBe(email.toLowerCase())
    expect(saved.acceptedFlags).toMatchObject({ newsletter: false, privacy: false })
    expect(saved.newsletterOptIn).toMatchObject({ status: 'pending', edition: 'de' })
    const mail = mails.at(-1)!
    expect(mail.to).toBe(email.toLowerCase())
    expect(mail.subject).toContain('Newsletter')
    expect(mail.text).toContain('Anmeldung bestätigen')
    const link = linkFor(email)
    expect(link.origin).toBe(siteUrl())
    expect(link.searchParams.get('edition')).toBe('de')
    expect(mail.html).toContain(link.search.replaceAll('&', '&amp;'))
  })

  it('keeps the link only as a hash: neither the row, the CMS API nor the log holds it', async () => {
    const email = newEmail().toLowerCase()
    await call(register, 'newsletter/register', { body: { email } })
    const token = linkFor(email).searchParams.get('token')!
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const rows = await sqlRows(payload)<Record<string, unknown>>('SELECT * FROM customers WHERE email = $1', [email])
    expect(rows[0]!.newsletter_opt_in_token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(logged.join('\n')).not.toContain(token)
    // Editors see the state, never the hash.
    const seen = await payload.find({
      collection: 'customers',
      where: { email: { equals: email } },
      overrideAccess: false,
      user: await editor(),
    })
    expect(seen.docs[0]!.newsletterOptIn).toMatchObject({ status: 'pending' })
    expect(seen.docs[0]!.newsletterOptIn).not.toHaveProperty('tokenHash')
  })

  it('answers a customer’s e-mail as a new one, and changes nothing of theirs but a new link', async () => {
    const known = newEmail()
    await signIn(known, { privacy: false, marketing: false })
    const before = (await customer(known))!
    const answers = []
    for (const email of [known, newEmail()]) {
      const answer = await call(register, 'newsletter/register', { body: { email: `  ${email.toUpperCase()}` } })
      answers.push({ status: answer.status, body: answer.body, mailed: mails.at(-1)!.to === email.toLowerCase() })
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toMatchObject({ status: 200, body: { data: { userId: null } }, mailed: true })
    const after = (await customer(known))!
    expect(after.acceptedFlags).toEqual(before.acceptedFlags)
    expect(after.newsletterOptIn).toMatchObject({ status: 'pending' })
    // The link proves the address: then, and only then, the newsletter and the privacy policy are accepted.
    expect((await open(linkFor(known))).status).toBe(303)
    expect((await customer(known))!.acceptedFlags).toMatchObject({ newsletter: true, privacy: true })
  })

  it('keeps nothing when the confirmation mail cannot be sent, and the e-mail can register again', async () => {
    const email = newEmail().toLowerCase()
    vi.mocked(payload.sendEmail).mockRejectedValueOnce(new Error('SMTP connection refused'))
    const failed = await call(register, 'newsletter/register', { body: { email } })
    expect(failed).toMatchObject({ status: 503, body: { key: 'SERVICE_UNAVAILABLE' } })
    expect(await customer(email)).toBeUndefined()
    expect(await sqlRows(payload)('SELECT id FROM customers WHERE email = $1', [email])).toEqual([])
    expect((await call(register, 'newsletter/register', { body: { email } })).status).toBe(200)
  })

  it('answers two registrations of one e-mail at once alike, with one account', async () => {
    const email = newEmail().toLowerCase()
    const answers = await Promise.all([1, 2].map(() => call(register, 'newsletter/register', { body: { email } })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await sqlRows(payload)('SELECT id FROM customers WHERE email = $1', [email])).toHaveLength(1)
  })

  it('limits registrations per client address and per e-mail', async () => {
    const from = '192.0.2.91'
    const statuses: number[] = []
    for (let request = 0; request < NEWSLETTER_LIMITS.registerPerAddress.max + 2; request++)
      statuses.push((await call(register, 'newsletter/register', { body: { email: newEmail() }, from })).status)
    expect(statuses.slice(0, NEWSLETTER_LIMITS.registerPerAddress.max).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(NEWSLETTER_LIMITS.registerPerAddress.max)).toEqual([429, 429])

    const email = newEmail()
    const perEmail: number[] = []
    for (let request = 0; request <= NEWSLETTER_LIMITS.registerPerEmail.max; request++)
      perEmail.push((await call(register, 'newsletter/register', { body: { email } })).status)
    expect(perEmail).toEqual([...Array(NEWSLETTER_LIMITS.registerPerEmail.max).fill(200), 429])
  })

  it('refuses bad input with 400 VALIDATION_ERROR and creates nothing', async () => {
    const before = await sqlRows(payload)('SELECT count(*) FROM customers')
    for (const body of [
      {},
      [],
      { email: 'no-at-sign' },
      { email: 'a@b.c\u0000' },
      { email: `${'x'.repeat(300)}@example.com` },
      '{"email":',
      'null',
    ])
      expect((await call(register, 'newsletter/register', { body })).body.key, JSON.stringify(body)).toBe('VALIDATION_ERROR')
    expect((await call(register, 'newsletter/register?edition=xx', { body: { email: newEmail() } })).body.key).toBe('VALIDATION_ERROR')
    expect((await call(register, 'newsletter/register', { body: `{"email":"${'a'.repeat(70_000)}@x.it"}` })).status).toBe(413)
    expect(await sqlRows(payload)('SELECT count(*) FROM customers')).toEqual(before)
  })
})

describe('GET /newsletter/confirm', () => {
  it('subscribes once and goes to the edition’s home with the outcome; a second click is an invalid link', async () => {
    const email = newEmail()
    await call(register, 'newsletter/register?edition=fr', { body: { email } })
    const link = linkFor(email)
    // A link checker's HEAD leaves the link good.
    expect((await call(confirmHead, `newsletter/confirm${link.search}`, { method: 'HEAD' })).status).toBe(303)
    expect((await customer(email))!.acceptedFlags?.newsletter).toBe(false)

    const first = await open(link)
    expect(first.status).toBe(303)
    expect(first.location).toBe(`${siteUrl()}/fr?newsletter=confirmed`)
    const saved = (await customer(email))!
    expect(saved.acceptedFlags).toMatchObject({ newsletter: true, newsletterAcceptedAt: expect.any(String), privacy: true })
    expect(saved.newsletterOptIn).toMatchObject({ status: 'confirmed', confirmedVia: 'link' })

    const second = await open(link)
    expect(second.location).toBe(`${siteUrl()}/fr?newsletter=invalid-link`)
    expect((await customer(email))!.acceptedFlags?.newsletter).toBe(true)
  })

  it('confirms once when the link is clicked many times at once', async () => {
    const email = newEmail()
    await call(register, 'newsletter/register', { body: { email } })
    const link = linkFor(email)
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(link)))
    expect(answers.filter((answer) => answer.location!.endsWith('newsletter=confirmed'))).toHaveLength(1)
  })

  it(`refuses a link past its ${CONFIRM_LINK_TTL_HOURS} hours, and made-up or malformed tokens`, async () => {
    const email = newEmail().toLowerCase()
    await registerForNewsletter(
      payload,
      { email, edition: defaultEdition('it') },
      new Date(Date.now() - (CONFIRM_LINK_TTL_HOURS + 1) * 3600_000),
    )
    expect((await open(linkFor(email))).location).toBe(`${siteUrl()}/it?newsletter=invalid-link`)
    expect((await customer(email))!.acceptedFlags?.newsletter).toBe(false)
    for (const token of ['', 'x', 'A'.repeat(43), 'A'.repeat(44), '../../etc']) {
      const answer = await call(confirm, `newsletter/confirm?${new URLSearchParams({ token, edition: 'en' })}`)
      expect(answer.location).toBe(`${siteUrl()}/en?newsletter=invalid-link`)
    }
    expect((await call(confirm, 'newsletter/confirm?token=a%00b')).body.key).toBe('VALIDATION_ERROR')
    expect((await call(confirm, 'newsletter/confirm?edition=zz')).body.key).toBe('VALIDATION_ERROR')
  })
})

describe('POST /newsletter/subscribe', () => {
  it('subscribes the signed-in customer at once and answers them as users/me does', async () => {
    const email = newEmail()
    const auth = await signIn(email, { privacy: true, marketing: false })
    const sent = mails.length
    const answer = await call(subscribe, 'newsletter/subscribe', { method: 'POST', headers: auth })
    expect(answer.status).toBe(200)
    expect(answer.body.data.acceptedFlags.newsletter).toBe(true)
    const shown = await call(me, 'backoffice/users/me', { headers: auth })
    expect(answer.body.data).toEqual(shown.body.data)
    expect((await customer(email))!.newsletterOptIn).toMatchObject({ status: 'confirmed', confirmedVia: 'sign-in' })
    // Signing in proved the address: no confirmation mail.
    expect(mails.length).toBe(sent)
    const again = await call(subscribe, 'newsletter/subscribe', { method: 'POST', body: {}, headers: auth })
    expect(again.body.data).toEqual(answer.body.data)
  })

  it('confirms a pending registration when its owner signs in and subscribes; the mailed link is then spent', async () => {
    const email = newEmail()
    await call(register, 'newsletter/register', { body: { email } })
    const link = linkFor(email)
    // Registering accepted nothing: the consent comes with the code.
    const auth = await signIn(email, { privacy: true, marketing: false })
    expect((await call(me, 'backoffice/users/me', { headers: auth })).status).toBe(200)
    expect((await call(subscribe, 'newsletter/subscribe', { method: 'POST', headers: auth })).body.data.acceptedFlags.newsletter).toBe(true)
    expect((await open(link)).location).toMatch(/newsletter=invalid-link$/)
  })

  it('refuses callers not signed in, a body, and customers without the privacy acceptance', async () => {
    expect((await call(subscribe, 'newsletter/subscribe', { method: 'POST' })).body.key).toBe('UNAUTHORIZED')
    expect((await call(subscribe, 'newsletter/subscribe', { method: 'POST', headers: { authorization: 'Bearer nonsense' } })).status).toBe(
      401,
    )
    const auth = await signIn(newEmail(), { privacy: true, marketing: false })
    expect((await call(subscribe, 'newsletter/subscribe', { body: { email: 'other@example.com' }, headers: auth })).body.key).toBe(
      'VALIDATION_ERROR',
    )
    const email = newEmail().toLowerCase()
    const created = await payload.create({ collection: 'customers', data: { email }, overrideAccess: true })
    const answer = await call(subscribe, 'newsletter/subscribe', { method: 'POST', headers: await signIn(email) })
    expect(answer).toMatchObject({ status: 403, body: { key: 'USER_PRIVACY_POLICY_ERROR', extra: { userId: created.id } } })
    expect((await customer(email))!.acceptedFlags?.newsletter).toBe(false)
  })
})

describe('GET /backoffice/users/me and the privacy policy', () => {
  it('answers 403 USER_PRIVACY_POLICY_ERROR with the userId for a customer an editor created without the acceptance', async () => {
    const email = newEmail().toLowerCase()
    const created = await payload.create({ collection: 'customers', data: { email }, overrideAccess: true })
    const answer = await call(me, 'backoffice/users/me', { headers: await signIn(email) })
    expect(answer).toMatchObject({ status: 403, body: { key: 'USER_PRIVACY_POLICY_ERROR', extra: { userId: created.id } } })
  })
})

let editorUser: User | null = null
async function editor() {
  editorUser ??= await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `editor.${Date.now()}@example.com`, password: 'editor-password-123', role: 'editor' } as never,
  })
  return { ...editorUser, collection: 'users' as const }
}

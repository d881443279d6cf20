import { defaultEdition } from '@/editions/edition'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sendSignInCode } from '@/customer/accounts/sign-in-codes'
import { signInCode, startMailCatcher } from '../support/mail-catcher'
import { testCms, uniqueSlug } from './test-cms'

let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>

beforeAll(async () => {
  // A local site with SMTP_URL: the mailer reads it when the config loads.
  catcher = await startMailCatcher(0)
  process.env.SMTP_URL = `smtp://127.0.0.1:${catcher.port}/?ignoreTLS=true`
  payload = await testCms()
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await catcher?.stop()
})

it('sends through SMTP when SMTP_URL is set, and keeps nothing in the outbox', async () => {
  const email = `${uniqueSlug('smtp-code')}@example.com`
  await sendSignInCode(payload, { email, edition: defaultEdition('en'), consent: { privacy: true, marketing: false } })
  const [mail, ...more] = catcher.mailsTo(email)
  expect(more).toEqual([])
  expect(signInCode(mail!)).toMatch(/^\d{6}$/)
  expect(mail!.from?.value).toEqual([{ name: 'Wayfarer', address: 'noreply@localhost' }])
  const kept = await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })
  expect(kept.totalDocs).toBe(0)
})

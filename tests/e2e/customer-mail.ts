import type { APIRequestContext } from '@playwright/test'
import { E2E_SMTP_PORT } from '../../playwright.config'
import { expect, test } from './fixtures'
import { signInCode, startMailCatcher } from '../support/mail-catcher'

/**
 * The mails customers get, for a spec: starts the SMTP catcher the site sends to before the
 * spec's tests and stops it after them; then waits for mails and signs new customers in.
 */
export function customerMail() {
  let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined
  test.beforeAll(async () => {
    catcher = await startMailCatcher(E2E_SMTP_PORT)
  })
  test.afterAll(async () => {
    await catcher?.stop()
  })

  /** Every mail to `email` so far, oldest first. */
  const mailsTo = (email: string) => catcher!.mailsTo(email)

  /** The newest mail to `email` once there are `count` of them. */
  async function mailTo(email: string, count: number) {
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count)
    return mailsTo(email).at(-1)!
  }

  /** Signs a new customer in through the site API with `request`'s cookie jar (the page's own when it is `page.request`). */
  async function signInByApi(request: APIRequestContext, email: string) {
    const sent = mailsTo(email).length
    const generated = await request.post('/api/v1/auth/generate-otp', { data: { email, consent: { privacy: true, marketing: false } } })
    expect(generated.ok()).toBe(true)
    const otp = signInCode(await mailTo(email, sent + 1))
    expect((await request.post('/api/v1/auth/complete-otp', { data: { email, otp } })).ok()).toBe(true)
  }

  return { mailsTo, mailTo, signInByApi }
}

import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'
import { signInCode, type startMailCatcher } from '../support/mail-catcher'

type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>

/** What a spec does with the mails customers get: wait for one, and sign a new customer in by the site API. */
export function customerMail(catcher: () => MailCatcher) {
  /** The newest mail to `email` once there are `count` of them. */
  async function mailTo(email: string, count: number) {
    await expect.poll(() => catcher().mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count)
    return catcher().mailsTo(email).at(-1)!
  }

  /** Signs a new customer in through the site API with `request`'s cookie jar (the page's own when it is `page.request`). */
  async function signInByApi(request: APIRequestContext, email: string) {
    const sent = catcher().mailsTo(email).length
    const generated = await request.post('/api/v1/auth/generate-otp', { data: { email, consent: { privacy: true, marketing: false } } })
    expect(generated.ok()).toBe(true)
    const otp = signInCode(await mailTo(email, sent + 1))
    expect((await request.post('/api/v1/auth/complete-otp', { data: { email, otp } })).ok()).toBe(true)
  }

  return { mailTo, signInByApi }
}

import type { APIRequestContext } from '@playwright/test'
import { E2E_BASE_URL } from '../../playwright.config'
import { expect, test } from './fixtures'
import { signInCode } from '../support/mail-catcher'
import { openOutboxMirror } from './outbox-mirror'

/**
 * The mails customers get, for a spec: the site under test keeps them in its outbox (a local site
 * without SMTP, as `npm start` runs), mirrored from before the spec's tests until after them; then
 * waits for mails and signs new customers in.
 */
export function customerMail() {
  let outbox: Awaited<ReturnType<typeof openOutboxMirror>> | undefined
  let request: APIRequestContext | undefined
  test.beforeAll(async ({ playwright }) => {
    request = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
    outbox = await openOutboxMirror(request)
  })
  test.afterAll(async () => {
    await outbox?.close()
    await request?.dispose()
  })

  /** Every mail to `email` so far (as last read, at most half a second ago), oldest first. */
  const mailsTo = (email: string) => outbox!.mailsTo(email)

  /** The newest mail to `email` once there are `count` of them. */
  async function mailTo(email: string, count: number) {
    await expect
      .poll(
        async () => {
          await outbox!.refresh()
          return mailsTo(email).length
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(count)
    return mailsTo(email).at(-1)!
  }

  /**
   * Signs `email` in through the site API with `request`'s cookie jar (the page's own when it is
   * `page.request`), giving `consent` with the code as the dialog does for a new e-mail (`null`:
   * none, as for a known one).
   */
  async function signInByApi(
    request: APIRequestContext,
    email: string,
    consent: { privacy: boolean; marketing: boolean } | null = { privacy: true, marketing: false },
  ) {
    await outbox!.refresh()
    const sent = mailsTo(email).length
    const generated = await request.post('/api/v1/auth/generate-otp', { data: consent ? { email, consent } : { email } })
    expect(generated.ok()).toBe(true)
    const otp = signInCode(await mailTo(email, sent + 1))
    expect((await request.post('/api/v1/auth/complete-otp', { data: { email, otp } })).ok()).toBe(true)
  }

  return { mailsTo, mailTo, signInByApi }
}

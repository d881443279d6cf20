import { E2E_ADMIN } from '../../playwright.config'
import { adminAuth } from './api-client'
import { customerMail } from './customer-mail'
import { expect, test } from './fixtures'
import { signInCode } from '../support/mail-catcher'

const { mailTo } = customerMail()

test('an admin finds a sign-in code in the outbox, drawn as the customer sees it, in a sandboxed frame', async ({ page, request }) => {
  const email = `outbox-${Date.now()}@example.com`
  expect(
    (await request.post('/api/v1/auth/generate-otp?edition=en', { data: { email, consent: { privacy: true, marketing: false } } })).ok(),
  ).toBe(true)
  const code = signInCode(await mailTo(email, 1))!

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  // Mail → Outbox in the navigation; the newest mail comes first.
  const nav = page.getByRole('navigation')
  await expect(nav.getByText('Mail', { exact: true })).toBeVisible()
  await nav.getByRole('link', { name: 'Outbox' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/outbox/)
  await expect(page.getByRole('button', { name: /Create new/ })).toHaveCount(0)
  const row = page.locator('tbody tr').first()
  await expect(row).toContainText(email)
  await row.getByRole('link').first().click()

  const frame = page.getByTitle('The mail as its recipient sees it')
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox')
  await expect(page.frameLocator('iframe[title="The mail as its recipient sees it"]').getByText(code, { exact: true })).toBeVisible()
  await expect(page.getByLabel('Text part')).toHaveValue(new RegExp(code))
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(email)

  // The CMS API gives the same mail to the admin, and nothing to a visitor.
  expect((await request.get('/api/outbox')).status()).toBe(403)
  const listed = await request.get(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}`, { headers: await adminAuth(request) })
  expect(((await listed.json()) as { docs: Array<{ text: string }> }).docs[0]!.text).toContain(code)
})

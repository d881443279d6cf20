import { E2E_ADMIN } from '../../playwright.config'
import { adminAuth } from './api-client'
import { customerMail } from './customer-mail'
import { expect, test } from './fixtures'
import { signInCode } from '../support/mail-catcher'

const { mailTo } = customerMail()

// The mail's frame runs no script: the browser reports those its sandbox keeps from running there.
test.use({ expectedConsoleErrors: [/Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/] })

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

  // Mail → Outbox on the dashboard; the newest mail comes first.
  const mail = page.locator('.collections__group').filter({ has: page.locator('.collections__label', { hasText: /^Mail$/ }) })
  await expect(mail.getByRole('link', { name: 'Show all Outbox' })).toHaveAttribute('href', '/admin/collections/outbox')
  await page.goto('/admin/collections/outbox')
  await expect(page).toHaveURL(/\/admin\/collections\/outbox/)
  await expect(page.getByRole('button', { name: /Create new/ })).toHaveCount(0)
  const row = page.locator('tbody tr').first()
  await expect(row).toContainText(email)
  await row.getByRole('link').first().click()

  const frame = page.getByTitle('The mail as its recipient sees it')
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox')
  await expect(page.frameLocator('iframe[title="The mail as its recipient sees it"]').getByText(code, { exact: true })).toBeVisible()
  await expect(page.getByLabel('Text part')).toHaveValue(new RegExp(code))
  await expect(page.getByRole('textbox', { name: /^To\b/ })).toHaveValue(email)
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Your sign-in code for Wayfarer')
  await expect(page.getByText('Sent at', { exact: true })).toBeVisible()

  // The CMS API gives the same mail to the admin, and nothing to a visitor.
  expect((await request.get('/api/outbox')).status()).toBe(403)
  const listed = await request.get(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}`, { headers: await adminAuth(request) })
  expect(((await listed.json()) as { docs: Array<{ text: string }> }).docs[0]!.text).toContain(code)
})

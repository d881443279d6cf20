import { E2E_ADMIN } from '../../playwright.config'
import { adminAuth } from './api-client'
import { expect, test } from './fixtures'

test('editors find customers in the admin’s Customers group, apart from the editors, and open one', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = `e2e.customer.${Date.now()}@example.com`
  const created = await request.post('/api/customers', {
    headers: await adminAuth(request),
    data: { email: `  ${email.toUpperCase()} `, name: 'Giulia Verdi', acceptedFlags: { newsletter: true } },
  })
  expect(created.status()).toBe(201)

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Customers', exact: true })).toBeVisible()
  // The sign-in codes and tokens have no screen.
  await expect(page.getByRole('navigation').getByRole('link', { name: /Sign In Codes|Refresh Tokens/ })).toHaveCount(0)

  await page.goto(`/admin/collections/customers?search=${encodeURIComponent(email)}`)
  const row = page.locator('table tbody tr').first()
  await expect(row).toContainText(email)
  await row.getByRole('link', { name: email }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Giulia Verdi')
  await expect(page.getByLabel('Backoffice account')).not.toBeChecked()
})

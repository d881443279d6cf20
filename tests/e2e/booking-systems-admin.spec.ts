import { E2E_ADMIN } from '../../playwright.config'
import { expect, test } from './fixtures'

test('an admin creates a bookings system, copies its key once, and the key writes bookings', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/collections/booking-systems/create')
  const keyField = page.getByLabel('API key')
  await expect(keyField).toHaveValue(/^wfb_[A-Za-z0-9_-]{43}$/)
  const key = await keyField.inputValue()
  await page.getByLabel('Name').fill(`E2E checkout ${Date.now()}`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/booking-systems\/\d+/)
  // Shown once: the saved system shows only the key's last characters.
  await expect(page.getByLabel('API key')).toHaveCount(0)
  await expect(page.getByLabel('Key ends with')).toHaveValue(`…${key.slice(-4)}`)

  const body = {
    customer: { email: 'e2e.booker@example.com' },
    tourId: 2_000_000_000,
    status: 'confirmed',
    travellers: [{ gender: 'female', firstTrip: true, tripsDone: 0 }],
  }
  const unknownTour = await request.put('/api/v1/bookings/E2E-1', { headers: { authorization: `Bearer ${key}` }, data: body })
  expect(unknownTour.status()).toBe(404)
  const badKey = await request.put('/api/v1/bookings/E2E-1', { headers: { authorization: `Bearer ${key.slice(0, -1)}x` }, data: body })
  expect(badKey.status()).toBe(401)
})

import type { APIRequestContext } from '@playwright/test'
import { adminPage, saveChoice } from './admin-session'
import { adminAuth } from './api-client'
import { customerMail } from './customer-mail'
import { expect, test } from './fixtures'

const { mailTo, signInByApi } = customerMail()

type ApiTour = { id: number; freeSeats: number; seatsLabel: string | null }

/** A departure of the English edition that can be booked online, a few months ahead (apart from the ones other specs book). */
async function bookableTour(request: APIRequestContext): Promise<ApiTour> {
  const dateFrom = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)
  const answer = await request.post('/api/v1/tours?edition=en', { data: { show: 40, sort: 'date:asc', dateFrom } })
  const tour = ((await answer.json()).data as ApiTour[]).find((found) => found.seatsLabel !== null && found.freeSeats >= 2)
  if (!tour) throw new Error('No bookable departure among the 40 found')
  return tour
}

test('an editor confirms a booking request in the admin, changing its status alone, and its customer is mailed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `admin-booker-${Date.now()}@example.com`
  await signInByApi(page.request, email)
  const tour = await bookableTour(page.request)
  const booked = await page.request.post('/api/v1/bookings?edition=it', {
    data: { tourId: tour.id, travellers: [{ name: 'Ada Lovelace', gender: 'female', birthYear: 1990 }], privacy: true },
  })
  expect(booked.status()).toBe(201)
  const { reference } = (await booked.json()).data as { reference: string }

  const headers = await adminAuth(page.request)
  const editor = { email: `booking-editor-${Date.now()}@example.com`, password: 'booking-editor-1' }
  expect((await page.request.post('/api/users', { headers, data: { ...editor, role: 'editor' } })).status()).toBe(201)
  const found = await page.request.get(`/api/bookings?where[reference][equals]=${reference}`, { headers })
  const [booking] = (await found.json()).docs as Array<{ id: number }>

  const admin = await adminPage(browser, editor)
  await admin.goto(`/admin/collections/bookings/${booking!.id}`)
  // Everything but the status is the admins': the editor reads it only.
  await expect(admin.locator('#field-reference')).toBeDisabled()
  await expect(admin.locator('#field-reference')).toHaveValue(reference)
  await saveChoice(admin, 'status', /^Confirmed$/)
  await admin.context().close()

  const mail = await mailTo(email, 3)
  expect(mail.subject).toMatch(/^Prenotazione confermata/)
  expect(mail.text).toContain(reference)
})

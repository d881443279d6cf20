import type { APIRequestContext, Page } from '@playwright/test'
import { signInCode } from '../support/mail-catcher'
import { openFromAccountMenu } from './account-menu'
import { adminPage, saveChoice } from './admin-session'
import { adminAuth } from './api-client'
import { customerMail } from './customer-mail'
import { expect, test } from './fixtures'

const { mailTo } = customerMail()

const PHONE = { width: 375, height: 740 }

type ApiTour = { id: number; url: string; freeSeats: number; seatsLabel: string | null; status: string; travel: { title: string } }

/** A departure some two months ahead (apart from the ones other specs use) that takes an alert and an online booking. */
async function journeyTour(request: APIRequestContext): Promise<ApiTour> {
  const dateFrom = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  const answer = await request.post('/api/v1/tours?edition=en', { data: { show: 40, sort: 'date:asc', dateFrom } })
  const tours = (await answer.json()).data as ApiTour[]
  const tour = tours.find((found) => found.seatsLabel !== null && found.freeSeats >= 1 && found.status !== 'SOLD_OUT')
  if (!tour) throw new Error('No departure among the 40 found takes a booking')
  return tour
}

/** A new visitor signs up from the header's Log in: the provider, the dialog on the page, the code from the outbox. */
async function signUpFromHeader(page: Page, email: string) {
  await page.goto('/en')
  await page.getByRole('link', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/en\?sign-in=[\w-]+$/)
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check()
  await dialog.getByRole('button', { name: 'Send the code' }).click()
  const code = signInCode(await mailTo(email, 1))
  expect(code).toMatch(/^\d{6}$/)
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(code!, { delay: 40 })
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('data-signed-in', '')
  await expect(page.locator('.user-area__label').filter({ hasText: email })).toHaveCount(1)
}

/** Books one traveller on the departure's own booking page, reached from its Book now; gives the reference. */
async function bookFromTourPage(page: Page, tour: ApiTour, email: string): Promise<string> {
  await page.locator('[data-block-type="tour"]').getByRole('link', { name: 'Book now' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/booking/${tour.id}$`))
  const block = page.locator('[data-block-type="bookingRequest"]')
  const form = block.getByRole('form', { name: 'Your booking request' })
  // The form is the page's island: filled once it is interactive and knows who books.
  await expect(block).toHaveAttribute('data-hydrated', 'true')
  await expect(form.getByLabel('Your e-mail')).toHaveValue(email)
  const traveller = form.getByRole('group', { name: 'Traveller 1' })
  await traveller.getByLabel('First and last name').fill('Grace Hopper')
  await traveller.getByLabel('Gender').selectOption('female')
  await traveller.getByLabel('Year of birth').fill('1986')
  await form.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }).check()
  await form.getByRole('button', { name: 'Send the booking request' }).click()
  await expect(block.getByRole('heading', { name: 'Request received' })).toBeFocused()
  return (await block.locator('[data-reference]').textContent())!
}

test.use({ viewport: PHONE })
// A new e-mail's check answers 400 USER_NOT_FOUND: the browser reports it.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] })

test('a new visitor signs up from the header, saves and watches a departure, books it, finds it in the account, and gets the confirmation an editor gives', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const email = `journey-${Date.now()}@example.com`
  await signUpFromHeader(page, email)

  const tour = await journeyTour(page.request)
  // The customer's wishlist is held back until the heart has been tapped: a tap before it has
  // loaded is kept and saves the departure once it has.
  let tapped!: () => void
  const heartTapped = new Promise<void>((resolve) => (tapped = resolve))
  await page.route('**/api/v1/wishlist', async (route) => {
    if (route.request().method() === 'GET') await heartTapped
    await route.continue()
  })
  await page.goto(tour.url)
  const tourBlock = page.locator('[data-block-type="tour"]')
  await expect(tourBlock).toHaveAttribute('data-hydrated', 'true')
  const heart = tourBlock.getByRole('button', { name: new RegExp(`departure of ${tour.travel.title} to your wishlist`) })
  await heart.click()
  tapped()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.unroute('**/api/v1/wishlist')

  const alertBox = tourBlock.getByRole('region', { name: 'Get an alert' })
  await alertBox.getByRole('button', { name: 'Notify me' }).click()
  await expect(alertBox.getByText('Alert on')).toBeVisible()

  const reference = await bookFromTourPage(page, tour, email)
  expect(reference).toMatch(/^WF-[0-9A-Z]{10}$/)
  expect((await mailTo(email, 2)).subject).toMatch(/^We have your booking request/)

  await page.goto('/en')
  await openFromAccountMenu(page, PHONE.width, 'Manage bookings')
  await expect(page.getByRole('heading', { level: 1, name: 'Your bookings' })).toBeVisible()
  const booking = page.locator('.b-account__booking').filter({ hasText: tour.travel.title })
  await expect(booking.locator('.b-account__status')).toHaveText('Pending')

  // An editor of the back office confirms the request in the admin.
  const headers = await adminAuth(page.request)
  const editor = { email: `journey-editor-${Date.now()}@example.com`, password: 'journey-editor-1' }
  expect((await page.request.post('/api/users', { headers, data: { ...editor, role: 'editor' } })).status()).toBe(201)
  const found = await page.request.get(`/api/bookings?where[reference][equals]=${reference}`, { headers })
  const [record] = (await found.json()).docs as Array<{ id: number }>
  const admin = await adminPage(browser, editor)
  await admin.goto(`/admin/collections/bookings/${record!.id}`)
  await saveChoice(admin, 'status', /^Confirmed$/)
  await admin.context().close()

  const confirmation = await mailTo(email, 3)
  expect(confirmation.subject).toMatch(/^Booking confirmed/)
  expect(confirmation.text).toContain(reference)
  await page.reload()
  await expect(booking.locator('.b-account__status')).toHaveText('Confirmed')
  await page.goto('/en/wishlist')
  await expect(page.getByRole('heading', { name: tour.travel.title })).toBeVisible()
})

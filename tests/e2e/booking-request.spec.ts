import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { customerMail } from './customer-mail'
import { signInCode } from '../support/mail-catcher'

// A new e-mail's check answers 400 USER_NOT_FOUND: the browser reports it.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] })

const { mailTo, signInByApi } = customerMail()

type ApiTour = { id: number; url: string; status: string; freeSeats: number; seatsLabel: string | null; price: number; currency: string }
type Pushed = {
  event: string
  ecommerce: { currency: string; value: number; transaction_id?: string; items: Array<Record<string, unknown>> }
}

/** A departure of the English edition that can be booked online for two travellers. */
async function bookableTour(request: APIRequestContext): Promise<ApiTour> {
  const answer = await request.post('/api/v1/tours?edition=en', { data: { show: 40, sort: 'date:asc' } })
  const tour = ((await answer.json()).data as ApiTour[]).find((found) => found.seatsLabel !== null && found.freeSeats >= 3)
  if (!tour) throw new Error('No departure among the next 40 takes two travellers')
  return tour
}

const pushed = (page: Page, event: string) =>
  page.evaluate((name) => (window.dataLayer ?? []).filter((entry) => entry.event === name), event) as Promise<Pushed[]>

for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`booking request at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('a signed-in customer books a departure from its page’s Book now, the form refusing bad input beside each field first', async ({
      page,
    }) => {
      const email = `booker-${width}-${Date.now()}@example.com`
      await signInByApi(page.request, email)
      const tour = await bookableTour(page.request)

      await page.goto(tour.url)
      await expect(page.locator('[data-block-type="tour"]')).toHaveAttribute('data-hydrated', 'true')
      await page.locator('[data-block-type="tour"]').getByRole('link', { name: 'Book now' }).click()
      await expect(page).toHaveURL(new RegExp(`/en/booking/${tour.id}$`))

      const block = page.locator('[data-block-type="bookingRequest"]')
      await expect(block.getByRole('heading', { level: 1 })).toHaveText(/^Book /)
      await expect(block).toHaveAttribute('data-hydrated', 'true')
      const form = block.getByRole('form', { name: 'Your booking request' })
      // The signed-in part loads in the browser: the cached page never holds the e-mail.
      await expect(form.getByLabel('Your e-mail')).toHaveValue(email)
      expect(await (await page.request.get(page.url())).text()).not.toContain(email)
      const begun = await pushed(page, 'begin_checkout')
      expect(begun).toHaveLength(1)
      expect(begun[0]!.ecommerce.items[0]).toMatchObject({ item_id: String(tour.id), quantity: 1 })

      await form.getByLabel('Number of travellers').selectOption('2')
      const first = form.getByRole('group', { name: 'Traveller 1' })
      const second = form.getByRole('group', { name: 'Traveller 2' })
      await first.getByLabel('First and last name').fill('Ada Lovelace')
      await second.getByLabel('Year of birth').fill('19')
      await form.getByRole('button', { name: 'Send the booking request' }).click()
      await expect(first.getByLabel('Gender')).toHaveAttribute('aria-invalid', 'true')
      await expect(first.getByRole('alert')).toHaveText([
        'Choose the traveller’s gender',
        'Enter a year of birth between 1900 and this year',
      ])
      await expect(second.getByLabel('First and last name')).toHaveAttribute('aria-invalid', 'true')
      await expect(second.getByRole('alert').first()).toHaveText('Enter the traveller’s first and last name')
      await expect(form.getByText('Accept the privacy policy to book')).toBeVisible()
      expect(await pushed(page, 'purchase')).toEqual([])
      const axe = await new AxeBuilder({ page }).include('[data-block-type="bookingRequest"]').analyze()
      expect(axe.violations).toEqual([])

      await first.getByLabel('Gender').selectOption('female')
      await first.getByLabel('Year of birth').fill('1990')
      await second.getByLabel('First and last name').fill('Alan Turing')
      await second.getByLabel('Gender').selectOption('male')
      await second.getByLabel('Year of birth').fill('1988')
      // Keyboard: the privacy box is ticked with the space bar and the form sent with Enter.
      await form.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }).focus()
      await page.keyboard.press('Space')
      await second.getByLabel('Year of birth').press('Enter')

      const confirmation = block.getByRole('heading', { name: 'Request received' })
      await expect(confirmation).toBeFocused()
      const reference = (await block.locator('[data-reference]').textContent())!
      expect(reference).toMatch(/^WF-[0-9A-Z]{10}$/)
      await expect(block).toContainText('for 2 travellers is registered')
      const [purchase] = await pushed(page, 'purchase')
      expect(purchase!.ecommerce).toMatchObject({
        currency: tour.currency,
        transaction_id: reference,
        value: (tour.price / 100) * 2,
        items: [{ item_id: String(tour.id), price: tour.price / 100, quantity: 2 }],
      })
      const mail = await mailTo(email, 2)
      expect(mail.subject).toMatch(/^We have your booking request/)
      expect(mail.text).toContain(reference)
    })
  })
}

test('a visitor signs up through the dialog titled for booking, and the request goes on once signed in', async ({ page }) => {
  const email = `booking-visitor-${Date.now()}@example.com`
  const tour = await bookableTour(page.request)
  await page.goto(`/en/booking/${tour.id}`)
  const block = page.locator('[data-block-type="bookingRequest"]')
  await expect(block).toHaveAttribute('data-hydrated', 'true')
  const form = block.getByRole('form', { name: 'Your booking request' })
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await form.getByLabel('First and last name').fill('Grace Hopper')
  await form.getByLabel('Gender').selectOption('female')
  await form.getByLabel('Year of birth').fill('1985')
  await form.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }).check()
  await form.getByRole('button', { name: 'Send the booking request' }).click()

  const dialog = page.getByRole('dialog', { name: 'Sign in to book' })
  await expect(dialog).toContainText('then you send your booking request')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check()
  await dialog.getByRole('button', { name: 'Send the code' }).click()
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(signInCode(await mailTo(email, 1))!, { delay: 40 })
  await expect(dialog).toBeHidden()

  await expect(block.getByRole('heading', { name: 'Request received' })).toBeFocused()
  expect((await mailTo(email, 2)).subject).toMatch(/^We have your booking request/)
})

test('a sold-out departure’s booking page says so instead of the form', async ({ page }) => {
  const answer = await page.request.post('/api/v1/tours?edition=en', { data: { show: 1, sort: 'date:asc', status: ['SOLD_OUT'] } })
  const [tour] = (await answer.json()).data as ApiTour[]
  await page.goto(`/en/booking/${tour!.id}`)
  const block = page.locator('[data-block-type="bookingRequest"]')
  await expect(block.getByRole('status')).toContainText('This departure is sold out: choose another date.')
  await expect(block.getByRole('form')).toHaveCount(0)
  await expect(block).toHaveAttribute('data-hydration', 'none')
})

test('an unknown departure’s booking address answers 404', async ({ page }) => {
  expect((await page.request.get('/en/booking/2000000000')).status()).toBe(404)
  expect((await page.request.get('/en/booking/abc')).status()).toBe(404)
})

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import { adminPage, saveChoice } from './admin-session'
import { expect, test } from './fixtures'
import { customerMail } from './customer-mail'

const { mailTo, mailsTo } = customerMail()

type ApiTour = { id: number; url: string; startingDate: string; travel: { title: string } }

/** Departures of the English edition with a status, four months ahead: far from the next ones other specs use. */
async function laterTours(request: APIRequestContext, status: string): Promise<ApiTour[]> {
  const dateFrom = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10)
  const answer = await request.post('/api/v1/tours?edition=en', { data: { status: [status], dateFrom, sort: 'date:asc', show: 5 } })
  expect(answer.ok()).toBe(true)
  return (await answer.json()).data as ApiTour[]
}

/** An editor signs in to the admin in a browser of their own and confirms the departure there. */
async function confirmInAdmin(browser: Browser, tourId: number) {
  const admin = await adminPage(browser, E2E_ADMIN)
  await admin.goto(`/admin/collections/tours/${tourId}`)
  await saveChoice(admin, 'status', /^CONFIRMED$/)
  await admin.context().close()
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations).toEqual([])
}

// A new e-mail's check answers 400 USER_NOT_FOUND: the browser reports it.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] })

for (const [index, { width, height }] of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
].entries()) {
  test.describe(`notify-me alerts at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('a visitor sets an alert with the code sign-in, turns it off and on, an editor confirms the tour in the admin, the mail arrives and its link stops the alert', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000)
      const tour = (await laterTours(page.request, 'PLANNED'))[index]!
      const email = `alert-visitor-${width}-${Date.now()}@example.com`
      await page.goto(tour.url)
      const block = page.locator('[data-block-type="tour"]')
      await expect(block).toHaveAttribute('data-hydrated', 'true')
      const box = block.getByRole('region', { name: 'Get an alert' })
      await expect(box).toContainText('when this departure is confirmed, and if its price changes')

      // Wrong input is said next to its field, and nothing is sent.
      await box.getByLabel('E-mail').fill('not-an-email')
      await box.getByLabel('Phone (optional)').fill('12')
      await box.getByRole('button', { name: 'Notify me' }).click()
      await expect(box.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
      await expect(box.getByText('Invalid email')).toBeVisible()
      await expect(box.getByText('Enter a valid phone number, or leave the field empty')).toBeVisible()
      await expect(box.getByText('Accept the privacy policy to go on')).toBeVisible()
      await expectNoAxeViolations(page, '.notify-me')

      await box.getByLabel('E-mail').fill(email)
      await box.getByLabel('Phone (optional)').fill('+44 7700 900123')
      await box.getByRole('checkbox', { name: /privacy policy/ }).check()
      await box.getByRole('radio', { name: 'No, thanks' }).check()
      await box.getByRole('button', { name: 'Notify me' }).click()

      const dialog = page.getByRole('dialog', { name: 'Sign in' })
      await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible()
      const code = (await mailTo(email, 1)).text!.match(/\b(\d{6})\b/)![1]!
      await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
      await page.keyboard.type(code, { delay: 40 })
      await expect(dialog).toBeHidden()
      await expect(box.getByText('Alert on', { exact: true })).toBeVisible()
      await expect(box.getByLabel('E-mail')).toHaveCount(0)

      // Turning it off asks first: "keep it" keeps it; confirmed, it is removed; then on again.
      await box.getByRole('button', { name: 'Turn off the alert' }).click()
      const confirm = page.getByRole('dialog', { name: 'Turn off this alert?' })
      await expect(confirm).toContainText(`You will no longer receive e-mails about ${tour.travel.title}`)
      await expectNoAxeViolations(page, 'dialog.confirm-dialog')
      await confirm.getByRole('button', { name: 'Keep it' }).click()
      await expect(box.getByText('Alert on', { exact: true })).toBeVisible()
      await box.getByRole('button', { name: 'Turn off the alert' }).click()
      await confirm.getByRole('button', { name: 'Turn it off' }).click()
      await expect(box.getByText('Alert removed', { exact: true })).toBeVisible()
      await box.getByRole('button', { name: 'Turn the alert on again' }).click()
      await expect(box.getByText('Alert on', { exact: true })).toBeVisible()
      await expectNoAxeViolations(page, '.notify-me')

      await confirmInAdmin(browser, tour.id)
      const mail = await mailTo(email, 2)
      expect(mail.subject).toMatch(new RegExp(`^${tour.travel.title}: the \\d{2}/\\d{2}/\\d{4} departure is confirmed$`))
      expect(mail.headerLines.map((header) => header.line)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      const link = mail.text!.match(/https?:\/\/\S+\/api\/v1\/alerts\/unsubscribe\?\S+/)![0]

      // The link only asks; the button stops the alert, without signing in.
      await page.context().clearCookies()
      await page.goto(link)
      await page.getByRole('button', { name: 'Stop these alerts' }).click()
      await expect(page.getByRole('status')).toContainText(`Done: you will no longer receive alerts about ${tour.travel.title}`)
      expect(mailsTo(email)).toHaveLength(2)
    })
  })
}

test('a sold-out departure offers no alert', async ({ page }) => {
  const [tour] = await laterTours(page.request, 'SOLD_OUT')
  await page.goto(tour!.url)
  const block = page.locator('[data-block-type="tour"]')
  await expect(block).toHaveAttribute('data-hydrated', 'true')
  await expect(block.getByRole('heading', { name: 'Get an alert' })).toHaveCount(0)
})

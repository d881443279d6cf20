import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { customerMail } from './customer-mail'
import { signInCode } from '../support/mail-catcher'

// A new e-mail's check answers 400 USER_NOT_FOUND: the browser reports it.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] })

async function expectNoAxeViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page })
  const results = await (selector ? builder.include(selector) : builder).analyze()
  expect(results.violations).toEqual([])
}

const { mailTo, signInByApi } = customerMail()

/** A departure on sale in the English edition: its page's address and its travel's title. */
async function someTour(request: APIRequestContext) {
  const answer = await request.post('/api/v1/tours?edition=en', { data: { show: 1, sort: 'date:asc' } })
  const [tour] = (await answer.json()).data as Array<{ url: string; travel: { title: string } }>
  return tour!
}

for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`wishlist at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('a visitor saves a tour through the wishlist modal and the mailed code, finds it on the wishlist page and removes its travel after the count confirmation', async ({
      page,
    }) => {
      const email = `wish-visitor-${width}-${Date.now()}@example.com`
      const tour = await someTour(page.request)
      await page.goto(tour.url)
      await expect(page.locator('[data-block-type="tour"]')).toHaveAttribute('data-hydrated', 'true')
      const heart = page
        .locator('[data-block-type="tour"]')
        .getByRole('button', { name: new RegExp(`departure of ${tour.travel.title} to your wishlist`) })
      await expect(heart).toHaveAttribute('aria-pressed', 'false')

      const dialog = page.getByRole('dialog', { name: 'Save it on your wishlist' })
      await expect(async () => {
        await heart.click()
        await expect(dialog).toBeVisible({ timeout: 1_000 })
      }).toPass()
      await expect(dialog).toHaveAttribute('data-step', 'step-1')
      await dialog.getByLabel('E-mail').fill(email)
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await expect(dialog).toHaveAttribute('data-step', 'step-2-new-user')
      await dialog.getByRole('checkbox', { name: /privacy policy/ }).check()
      await expectNoAxeViolations(page, 'dialog.sign-in')
      await dialog.getByRole('button', { name: 'Send the code' }).click()
      await expect(dialog).toHaveAttribute('data-step', 'step-3')
      const code = signInCode(await mailTo(email, 1))!
      await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
      await page.keyboard.type(code, { delay: 40 })
      await expect(dialog).toBeHidden()
      await expect(heart).toHaveAttribute('aria-pressed', 'true')

      await page.goto('/en/wishlist')
      const travel = page.locator('.b-wishlist-page__travel')
      await expect(travel).toHaveCount(1)
      await expect(travel.getByRole('heading', { name: tour.travel.title })).toBeVisible()
      await expect(travel.locator('.b-wishlist-page__tour')).toHaveCount(1)
      await expectNoAxeViolations(page, 'main')

      const remove = travel.getByRole('button', { name: `Remove ${tour.travel.title} from the wishlist` })
      const confirm = page.getByRole('dialog', { name: 'Remove this trip?' })
      // Escape and a click on the backdrop take the safe choice, and the focus goes back to the button.
      for (const dismiss of [() => page.keyboard.press('Escape'), () => page.mouse.click(4, 4)]) {
        await remove.click()
        await expect(confirm).toBeVisible()
        await dismiss()
        await expect(confirm).toBeHidden()
        await expect(remove).toBeFocused()
        await expect(travel).toHaveCount(1)
      }
      await remove.click()
      await expect(confirm).toContainText('with its 1 saved departure')
      await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused()
      await confirm.getByRole('button', { name: 'Remove' }).click()
      await expect(page.getByText('Your wishlist is empty')).toBeVisible()
      await expectNoAxeViolations(page, 'main')
    })

    test('a signed-in customer toggles hearts on a cached listing, whose HTML stays the same for everyone', async ({ page }) => {
      await signInByApi(page.request, `wish-customer-${width}-${Date.now()}@example.com`)
      const html = await (await page.request.get('/en/destinations')).text()
      expect(html).not.toContain('aria-pressed="true"')
      await page.goto('/en/destinations')
      const listing = page.locator('[data-block-type="listing"]').first()
      await listing.scrollIntoViewIfNeeded()
      await expect(listing).toHaveAttribute('data-hydrated', 'true')
      const heart = listing.locator('.card__heart button').first()
      await expect(heart).toHaveAttribute('aria-pressed', 'false')
      await expect(async () => {
        await heart.click()
        await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 })
      }).toPass()
      await expectNoAxeViolations(page, '.card__heart')

      await page.reload()
      const again = page.locator('[data-block-type="listing"]').first().locator('.card__heart button').first()
      await page.locator('[data-block-type="listing"]').first().scrollIntoViewIfNeeded()
      await expect(again).toHaveAttribute('aria-pressed', 'true')
      await again.click()
      await expect(again).toHaveAttribute('aria-pressed', 'false')
      const saved = await page.request.get('/api/v1/wishlist')
      expect((await saved.json()).data).toEqual({ travels: [] })
    })
  })
}

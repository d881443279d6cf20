import { defaultEdition } from '@/editions/edition'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { EDITION_CODES } from '../../src/editions/editions'
import { href } from '../../src/editions/href'
import { openFromAccountMenu } from './account-menu'
import { expect, test } from './fixtures'
import { customerMail } from './customer-mail'

const { signInByApi } = customerMail()

/** A planned English departure some seven months ahead, far from the ones other specs use. */
async function plannedTour(request: APIRequestContext, index: number): Promise<{ id: number; travel: { title: string } }> {
  const dateFrom = new Date(Date.now() + 210 * 86_400_000).toISOString().slice(0, 10)
  const answer = await request.post('/api/v1/tours?edition=en', { data: { status: ['PLANNED'], dateFrom, sort: 'date:asc', show: 5 } })
  expect(answer.ok()).toBe(true)
  return (await answer.json()).data[index]
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations).toEqual([])
}

for (const [index, { width, height }] of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
].entries()) {
  test.describe(`the account area at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    // users/me answers 403 USER_PRIVACY_POLICY_ERROR until the policy is accepted: the browser reports it.
    test.use({ expectedConsoleErrors: [/status of 403 \(Forbidden\)/] })

    test('a booked customer accepts the privacy policy, opens the account from the menu, sees profile and bookings, toggles an alert and the newsletter, signs out', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      // A seeded customer the demo bookings system created: booked, without the privacy policy accepted.
      const email = `traveller.${String(301 + index).padStart(4, '0')}@example.com`
      // A known e-mail: the sign-in dialog asks no consent, so none comes with the code.
      await signInByApi(page.request, email, null)

      // users/me answers USER_PRIVACY_POLICY_ERROR: the browser goes to the communications page to accept it.
      await page.goto('/en')
      await page.waitForURL(/\/en\/account\/communications$/)
      const content = page.locator('[data-block-type="accountPage"]')
      await expect(content.getByText('Accept the privacy policy to go on using your account.')).toBeVisible()
      await expectNoAxeViolations(page, '.b-account')
      await content.getByRole('button', { name: 'I accept the privacy policy' }).click()
      await expect(content.getByText('You accepted the privacy policy.')).toBeVisible()
      // Accepted, the session loads: signed in on this very page.
      await expect(page.locator('html')).toHaveAttribute('data-signed-in', '')

      // The newsletter consent, changed at once.
      const newsletter = content.getByRole('switch', { name: 'Newsletter' })
      await expect(newsletter).not.toBeChecked()
      // The switch shows the saved state: it turns once the site has answered.
      await newsletter.click()
      await expect(page.getByText('Your preferences are saved')).toBeVisible()
      await expect(newsletter).toBeChecked()
      expect((await (await page.request.get('/api/v1/account/communications')).json()).data).toMatchObject({ newsletter: true })

      // The bookings, from the header's menu.
      await openFromAccountMenu(page, width, 'Manage bookings')
      await page.waitForURL(/\/en\/account\/bookings$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Your bookings' })).toBeVisible()
      const bookings = page.locator('.b-account__booking')
      await expect(bookings.first()).toBeVisible()
      await expect(bookings.first().locator('.b-account__status')).toHaveText(/^(Pending|Confirmed|Cancelled)$/)
      await expect(bookings.first()).toContainText(/\d+ travellers?/)
      await expect(bookings.first()).toContainText(/per traveller/)
      await expect(page.getByRole('heading', { name: 'Upcoming trips' })).toBeVisible()
      const tourLink = bookings.first().getByRole('link')
      await expect(tourLink).toHaveAttribute('href', /^\/en\/destinations\/[^/]+\/\d+$/)
      await expectNoAxeViolations(page, '.b-account')

      // The profile: the name changes here, and in the header's menu.
      await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Profile' }).click()
      await page.waitForURL(/\/en\/account\/profile$/)
      await expect(content.getByText(email)).toBeVisible()
      const name = `Traveller ${width}`
      await content.getByLabel('Name').fill(name)
      await content.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText('Your profile is saved')).toBeVisible()
      if (width >= 1024) await expect(page.locator('details.user-area .user-area__label')).toHaveText(name)

      // An alert set on a departure, switched off on the alerts page.
      const tour = await plannedTour(page.request, index)
      expect((await page.request.post('/api/v1/alerts?edition=en', { data: { tourId: tour.id } })).ok()).toBe(true)
      await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Alerts' }).click()
      await page.waitForURL(/\/en\/account\/alerts$/)
      const alert = content.getByRole('switch', { name: `Alert on ${tour.travel.title}` })
      await expect(alert).toBeChecked()
      await alert.press('Space')
      await expect(page.getByText('Alert switched off')).toBeVisible()
      await expect(alert).not.toBeChecked()
      const alerts = (await (await page.request.get('/api/v1/alerts')).json()).data.alerts as Array<{ tourId: number; active: boolean }>
      expect(alerts.find((item) => item.tourId === tour.id)?.active).toBe(false)

      // Signing out leads home, signed out.
      const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/logout')
      await content.getByRole('button', { name: 'Sign out' }).click()
      await loggedOut
      await page.waitForURL(/\/en$/)
      await page.goto('/en/account/bookings')
      await expect(content.getByText('Sign in to see your account.')).toBeVisible()
    })

    test('the review badge leads to the reviews page, which shows the same average and count, newest first, page by page', async ({
      page,
    }) => {
      await page.goto('/en')
      const badge = page.locator('.site-footer a.rating')
      await badge.scrollIntoViewIfNeeded()
      const count = (await badge.locator('.rating__reviews').innerText()).replace(/\D/g, '')
      const score = (await badge.locator('.rating__score').innerText()).match(/[\d.]+/)![0]
      await badge.click()
      await page.waitForURL(/\/en\/reviews$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Traveller reviews' })).toBeVisible()
      const summary = page.locator('.b-reviews-page__summary')
      await expect(summary).toHaveAttribute('data-count', count)
      await expect(summary).toHaveAttribute('data-average', String(Number(score)))
      const days = await page
        .locator('.b-reviews-page__review time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))
      expect(days.length).toBeGreaterThan(1)
      expect([...days].sort().reverse()).toEqual(days)
      await expectNoAxeViolations(page, '.b-reviews-page')

      // The next page, by keyboard, in the address; back shows the first again.
      await expect(page.locator('[data-block-type="reviewsPage"]')).toHaveAttribute('data-hydrated', 'true')
      const older = page.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Older reviews' })
      await older.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/en\/reviews\?page=2$/)
      await expect(page.locator('.b-reviews-page__list')).toHaveAttribute('data-page', '2')
      const secondDays = await page
        .locator('.b-reviews-page__review time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))
      expect(secondDays[0]! <= days.at(-1)!).toBe(true)
      await page.goBack()
      await expect(page.locator('.b-reviews-page__list')).toHaveAttribute('data-page', '1')
    })
  })
}

test('every edition serves the account pages and the reviews page at their localized addresses, as cached HTML', async ({ request }) => {
  const blocks = {
    'account-profile': 'accountPage',
    'account-bookings': 'accountPage',
    'account-alerts': 'accountPage',
    'account-communications': 'accountPage',
    reviews: 'reviewsPage',
  } as const
  for (const edition of EDITION_CODES)
    for (const [route, block] of Object.entries(blocks)) {
      const path = href(route as keyof typeof blocks, {}, defaultEdition(edition))
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toMatch(/^public, s-maxage=/)
      expect(response.headers()['set-cookie'], path).toBeUndefined()
      expect(await response.text(), path).toContain(`data-block-type="${block}"`)
    }
})

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { customerMail } from './customer-mail'
import { signInCode } from '../support/mail-catcher'

// A new e-mail's check answers 400 USER_NOT_FOUND: the browser reports it.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] })

const { mailTo, signInByApi } = customerMail()

type ApiTour = { id: number; url: string }

/** A departure of the English edition that travellers have booked (the seed books the next months' ones), as `request`'s signed-in customer sees its group. */
async function bookedTour(request: APIRequestContext) {
  const answer = await request.post('/api/v1/tours?edition=en', { data: { show: 20, sort: 'date:asc' } })
  for (const tour of (await answer.json()).data as ApiTour[]) {
    const info = (await (await request.get(`/api/v1/tours/group-info?tourId=${tour.id}`)).json()).data
    if (info.hasPax) return { tour, info: info as { travellersCount: number; travellers: unknown[] } }
  }
  throw new Error('No booked departure among the next 20')
}

const groupViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'group_info_view').map((entry) => entry.tour_id))

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations).toEqual([])
}

for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`group info at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('a visitor is asked to sign in, signs up through the group-info dialog with the mailed code, then sees who is going', async ({
      page,
    }) => {
      const email = `group-visitor-${width}-${Date.now()}@example.com`
      const tours = await page.request.post('/api/v1/tours?edition=en', { data: { show: 1, sort: 'date:asc' } })
      const [tour] = (await tours.json()).data as ApiTour[]
      // The cached page is the same for everyone: it holds the prompt, never the group.
      const html = await (await page.request.get(tour!.url)).text()
      expect(html).toContain('Sign in to see who is going')
      expect(html).not.toMatch(/group-info__(facts|travellers)/)

      await page.goto(tour!.url)
      const block = page.locator('[data-block-type="tour"]')
      await expect(block).toHaveAttribute('data-hydrated', 'true')
      const section = block.getByRole('region', { name: 'Who’s going' })
      await expect(section.getByRole('list', { name: 'The travellers' })).toHaveCount(0)
      await expectNoAxeViolations(page, '.group-info')

      const dialog = page.getByRole('dialog', { name: 'See who’s going' })
      await section.getByRole('button', { name: 'Sign in or sign up' }).click()
      await expect(dialog).toHaveAttribute('data-step', 'step-1')
      await expect(dialog).toContainText('then you see who is going on this trip')
      await dialog.getByLabel('E-mail').fill(email)
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await expect(dialog).toHaveAttribute('data-step', 'step-2-new-user')
      await dialog.getByRole('checkbox', { name: /privacy policy/ }).check()
      await dialog.getByRole('button', { name: 'Send the code' }).click()
      await expect(dialog).toHaveAttribute('data-step', 'step-3')
      await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
      await page.keyboard.type(signInCode(await mailTo(email, 1))!, { delay: 40 })
      await expect(dialog).toBeHidden()

      await expect(section.getByRole('button', { name: 'Sign in or sign up' })).toHaveCount(0)
      await expect(section).toContainText(/Expected group: \d+/)
      await expect(section).toContainText(/more (person is|people are) interested|Nobody else is following/)
      expect(await groupViews(page)).toEqual([String(tour!.id)])
      await expectNoAxeViolations(page, '.group-info')
    })

    test('a signed-in customer sees who is going on a booked departure, as many travellers as the group info call gives, without names', async ({
      page,
    }) => {
      await signInByApi(page.request, `group-customer-${width}-${Date.now()}@example.com`)
      const { tour, info } = await bookedTour(page.request)
      await page.goto(tour.url)
      const section = page.locator('[data-block-type="tour"]').getByRole('region', { name: 'Who’s going' })
      const travellers = section.getByRole('list', { name: 'The travellers' }).getByRole('listitem')
      await expect(travellers).toHaveCount(info.travellers.length)
      await expect(section).toContainText(
        info.travellersCount === 1 ? '1 traveller has booked' : `${info.travellersCount} travellers have booked`,
      )
      await expect(travellers.first()).toContainText(/^(Woman|Man|Traveller)(first trip|\d+ trips? done)$/)
      await expect(section).not.toContainText('@')
      expect(await groupViews(page)).toEqual([String(tour.id)])
      await expectNoAxeViolations(page, '.group-info')
    })
  })
}

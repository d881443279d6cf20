import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { customerMail } from './customer-mail'
import { signInCode } from '../support/mail-catcher'

// A new e-mail's check answers 400 USER_NOT_FOUND, and the 404 pages their status: the browser reports both.
test.use({ expectedConsoleErrors: [/status of 40[04] \(/] })

const { mailTo } = customerMail()

type Pushed = { event: string; ecommerce: { items: Array<{ item_id: string }> }; place?: string }
type ApiEvent = {
  id: number
  title: string
  url: string
  status: string
  spotsLeft: number | null
  cancelBefore: string
  city: { slug: string; name: string }
}

const QUICK_FILTERS = [
  ['whenever', 'Whenever'],
  ['today', 'Today'],
  ['tomorrow', 'Tomorrow'],
  ['this-week', 'This week'],
  ['this-weekend', 'This weekend'],
  ['next-week', 'Next week'],
  ['this-month', 'This month'],
  ['next-30-days', 'Next 30 days'],
] as const

async function events(request: APIRequestContext, query = ''): Promise<ApiEvent[]> {
  const answer = await request.get(`/api/v1/events?edition=intl${query}`)
  expect(answer.ok()).toBe(true)
  return (await answer.json()).data.events
}

const pushed = (page: Page, event: string) =>
  page.evaluate((name) => (window.dataLayer ?? []).filter((entry) => entry.event === name), event) as unknown as Promise<Pushed[]>

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations).toEqual([])
}

const cardTitles = (page: Page) => page.locator('.event-card__title').allInnerTexts()

for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`WeMeet events at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('the Italian list shows upcoming events in Italian cities, in Italian, by date, and reports what it shows', async ({ page }) => {
      await page.goto('/it/eventi-wemeet')
      const block = page.locator('[data-block-type="eventList"]')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventi WeMeet')
      await expect(block).toHaveAttribute('data-hydrated', 'true')
      const places = await block.locator('.event-card__place').allInnerTexts()
      expect(places.length).toBeGreaterThanOrEqual(10)
      for (const place of places) expect(place).toMatch(/^(Milano|Roma|Bologna|Torino|Napoli) · /)
      const times = await block
        .locator('.event-card__when time')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!))
      expect(times).toEqual([...times].sort())
      await expect(block.getByRole('button', { name: 'Oggi', exact: true })).toBeVisible()
      const listed = await pushed(page, 'view_item_list')
      expect(listed.at(-1)!.ecommerce.items.length).toBe(places.length)
      await expectNoAxeViolations(page, '[data-block-type="eventList"]')
    })

    test('each quick date filter shows what the events call gives for it, in the address, and the city filter narrows it', async ({
      page,
    }) => {
      await page.goto('/intl/events-wemeet')
      const block = page.locator('[data-block-type="eventList"]')
      await expect(block).toHaveAttribute('data-hydrated', 'true')
      for (const [when, label] of [...QUICK_FILTERS.slice(1), QUICK_FILTERS[0]]) {
        const expected = (await events(page.request, `&when=${when}`)).map((event) => event.title)
        await block.getByRole('button', { name: label, exact: true }).click()
        await expect(block.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
        expect(new URL(page.url()).searchParams.get('when')).toBe(when === 'whenever' ? null : when)
        await expect(block.locator('.b-event-list__results')).toHaveAttribute('aria-busy', 'false')
        if (expected.length === 0) await expect(block.getByText('No events on these dates.', { exact: false })).toBeVisible()
        await expect.poll(() => cardTitles(page)).toEqual(expected.slice(0, 12))
      }
      const rome = await events(page.request, '&city=roma')
      await block.getByLabel('City').selectOption({ label: 'Rome' })
      expect(new URL(page.url()).searchParams.get('city')).toBe('roma')
      await expect.poll(() => cardTitles(page)).toEqual(rome.slice(0, 12).map((event) => event.title))
      // A shared address opens filtered.
      await page.goto('/intl/events-wemeet?when=next-30-days&city=roma')
      const soon = await events(page.request, '&when=next-30-days&city=roma')
      await expect.poll(() => cardTitles(page)).toEqual(soon.slice(0, 12).map((event) => event.title))
      // What the card's click pushes is kept across the page change it starts.
      await page.evaluate(() => {
        const layer = (window.dataLayer ??= [])
        const push = layer.push.bind(layer)
        layer.push = (...items) => {
          sessionStorage.setItem('pushed', JSON.stringify([...JSON.parse(sessionStorage.getItem('pushed') ?? '[]'), ...items]))
          return push(...items)
        }
      })
      await page.getByRole('link', { name: soon[0]!.title }).click()
      await expect(page).toHaveURL(new RegExp(`${soon[0]!.url}$`))
      const kept = JSON.parse((await page.evaluate(() => sessionStorage.getItem('pushed'))) ?? '[]') as Pushed[]
      expect(kept.filter((entry) => entry.event === 'select_item').map((entry) => entry.ecommerce.items[0]!.item_id)).toEqual([
        `event-${soon[0]!.id}`,
      ])
    })

    test('an event page shows its state and the action it allows, for each state', async ({ page }) => {
      const all = await events(page.request)
      const cases = [
        ['available', 'Join'],
        ['sold-out', 'Join the waiting list'],
      ] as const
      for (const [status, button] of cases) {
        const event = all.find((each) => each.status === status)!
        await page.goto(event.url)
        const block = page.locator('[data-block-type="eventDetail"]')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title)
        await expect(block).toHaveAttribute('data-hydrated', 'true')
        await expect(block.getByRole('button', { name: button, exact: true })).toBeVisible()
        const ld = await page.locator('script[type="application/ld+json"]').allInnerTexts()
        expect(ld.some((text) => text.includes('"@type":"Event"') && text.includes(event.title.replace(/"/g, '\\"')))).toBe(true)
      }
      for (const [status, text] of [
        ['cancelled', 'This event has been cancelled.'],
        ['joining-closed', 'Joining this event has closed.'],
      ] as const) {
        const event = all.find((each) => each.status === status)!
        await page.goto(event.url)
        const block = page.locator('[data-block-type="eventDetail"]')
        await expect(block.getByRole('status')).toHaveText(text)
        await expect(block.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0)
        await block.getByRole('link', { name: 'All WeMeet events' }).last().click()
        await expect(page).toHaveURL(/\/intl\/events-wemeet$/)
      }
      await expectNoAxeViolations(page, '[data-block-type="eventList"]')
    })

    test('a visitor joins an event, signing up with the mailed code on the way, and can give the place back', async ({ page }) => {
      const email = `wemeet-${width}-${Date.now()}@example.com`
      const event = (await events(page.request)).find(
        // Open, with places counted, and places still given back for a while.
        (each) =>
          each.status === 'available' &&
          each.spotsLeft !== null &&
          each.spotsLeft >= 3 &&
          Date.parse(each.cancelBefore) > Date.now() + 3_600_000,
      )!
      await page.goto(event.url)
      const block = page.locator('[data-block-type="eventDetail"]')
      await expect(block).toHaveAttribute('data-hydrated', 'true')
      await block.getByRole('button', { name: 'Join', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Sign in to join' })
      await dialog.getByLabel('E-mail').fill(email)
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await dialog.getByRole('checkbox', { name: /privacy policy/ }).check()
      await dialog.getByRole('button', { name: 'Send the code' }).click()
      await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
      await page.keyboard.type(signInCode(await mailTo(email, 1))!, { delay: 40 })
      await expect(dialog).toBeHidden()

      const action = block.locator('.b-event__action')
      await expect(action).toHaveAttribute('data-place', 'joined')
      await expect(action.getByRole('status')).toHaveText(/^You’re in!/)
      const joined = await pushed(page, 'join_event')
      expect(joined).toHaveLength(1)
      expect(joined[0]!.ecommerce.items[0]!.item_id).toBe(`event-${event.id}`)
      expect((await mailTo(email, 2)).subject).toBe(`You’re in: ${event.title}`)
      // The cached page follows: its places count the new one within a second.
      await expect
        .poll(async () => (await events(page.request)).find((each) => each.id === event.id)!.spotsLeft)
        .toBe((event.spotsLeft ?? 0) - 1)

      await action.getByRole('button', { name: 'Give up my place' }).click()
      await expect(action).toHaveAttribute('data-place', '')
      await expect(action.getByRole('button', { name: 'Join', exact: true })).toBeVisible()
      expect((await mailTo(email, 3)).subject).toBe(`You gave up your place: ${event.title}`)
      await expectNoAxeViolations(page, '[data-block-type="eventDetail"]')
    })

    test('the events header is clear at 200 px of scroll and solid from 700 px', async ({ page }) => {
      await page.goto('/intl/events-wemeet')
      const header = page.locator('header.site-header--events')
      const opacity = () => header.evaluate((element) => Number(getComputedStyle(element).getPropertyValue('--header-bg-opacity')))
      await expect(header).toHaveCSS('position', width < 768 ? 'fixed' : 'sticky')
      await page.evaluate(() => window.scrollTo(0, 200))
      await expect.poll(opacity).toBe(0)
      await page.evaluate(() => window.scrollTo(0, 450))
      await expect.poll(opacity).toBeCloseTo(0.5, 1)
      await page.evaluate(() => window.scrollTo(0, 700))
      await expect.poll(opacity).toBe(1)
      await expect(header.getByRole('link', { name: /events home page/i })).toHaveAttribute('href', '/intl/events-wemeet')
    })
  })
}

test('the German edition has no events area, event pages are in the sitemap, and an unknown event leads back to the events list', async ({
  page,
}) => {
  expect((await page.request.get('/de/events-wemeet')).status()).toBe(404)
  expect(await (await page.request.get('/sitemaps/it.xml')).text()).toMatch(/\/it\/eventi\/[a-z0-9-]+\/[a-z0-9-]+\/index<\/loc>/)
  expect(await (await page.request.get('/sitemaps/de.xml')).text()).not.toContain('/events/')
  expect((await page.request.get('/en/events-wemeet')).status()).toBe(404)
  const missing = await page.goto('/it/eventi/milano/nessun-evento/index')
  expect(missing!.status()).toBe(404)
  await expect(page.getByRole('link', { name: /eventi/i }).last()).toBeVisible()
  await page.locator('main').getByRole('link', { name: 'Mostra gli eventi' }).click()
  await expect(page).toHaveURL(/\/it\/eventi-wemeet$/)
})

test.describe('the events list when its call fails', () => {
  test.use({ expectedConsoleErrors: [/status of 503/] })

  test('says so, and "Try again" lists the events; the header writes to the edition’s contact address', async ({ page }) => {
    await page.goto('/intl/events-wemeet')
    const block = page.locator('[data-block-type="eventList"]')
    await expect(block).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/)

    // The events call fails as an overloaded server answers it (the site API's envelope).
    await page.route('**/api/v1/events?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ response: 'error', message: 'unavailable' }) }),
    )
    await block.getByRole('button', { name: QUICK_FILTERS[7]![1], exact: true }).click()
    const failure = block.getByRole('alert')
    await expect(failure).toContainText('Something went wrong! Please try again later')

    await page.unroute('**/api/v1/events?**')
    const expected = (await events(page.request, `&when=${QUICK_FILTERS[7]![0]}`)).map((event) => event.title)
    await failure.getByRole('button', { name: 'Try again' }).click()
    await expect(failure).toHaveCount(0)
    await expect.poll(() => cardTitles(page)).toEqual(expected.slice(0, 12))
  })
})

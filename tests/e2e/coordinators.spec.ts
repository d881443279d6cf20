import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminAuth } from './api-client'
import { expect, nextFrames, test } from './fixtures'

/** Two editions' addresses and words: the list, a profile's prefix, the filter's label, tour and contact addresses. */
const EDITIONS = [
  {
    edition: 'it',
    list: '/it/coordinatori',
    profile: '/it/coordinatori/',
    label: 'Destinazione',
    tours: '/it/viaggi/',
    contacts: '/it/contatti',
  },
  {
    edition: 'en',
    list: '/en/coordinators',
    profile: '/en/coordinators/',
    label: 'Destination',
    tours: '/en/destinations/',
    contacts: '/en/contacts',
  },
] as const

const listBlock = (page: Page) => page.locator('[data-block-type="coordinatorList"]')
const cards = (page: Page) => listBlock(page).locator('.b-coordinators__item')

/** No serious or critical accessibility problem inside the coordinators' blocks. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-block-type^="coordinator"]').analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`coordinators at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const words of EDITIONS) {
      test(`${words.list}: cards, a destination filter used by keyboard, a card to the profile and its departures`, async ({ page }) => {
        const response = await page.goto(words.list)
        expect(response?.status()).toBe(200)
        const total = await cards(page).count()
        expect(total).toBeGreaterThan(1)
        await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', new RegExp(`^${words.profile}[a-z0-9-]+$`))
        await page.screenshot({ path: `tests/artifacts/coordinators-${words.edition}-${viewport.width}.png`, fullPage: true })

        // The filter's island wakes when the list comes into view.
        await listBlock(page).scrollIntoViewIfNeeded()
        await expect(listBlock(page)).toHaveAttribute('data-hydration', 'visible')
        await expect(listBlock(page)).toHaveAttribute('data-hydrated', 'true')
        const select = listBlock(page).getByLabel(words.label)
        const status = listBlock(page).getByRole('status')
        await expect(status).toHaveText(new RegExp(`^${total} `))

        // Keyboard only: focus the select, step to the first destination.
        await select.focus()
        await page.keyboard.press('ArrowDown')
        const chosen = await select.inputValue()
        expect(chosen).toMatch(/^\d+$/)
        const visible = listBlock(page).locator('.b-coordinators__item:visible')
        await expect.poll(() => visible.count()).toBeLessThan(total)
        const shown = await visible.count()
        expect(shown).toBeGreaterThan(0)
        await expect(status).toHaveText(new RegExp(`^${shown} `))
        for (const destinations of await visible.evaluateAll((items) => items.map((item) => item.getAttribute('data-destinations'))))
          expect(destinations!.split(' ')).toContain(chosen)
        await expectAccessible(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)

        // Back to every destination, still by keyboard.
        await page.keyboard.press('Home')
        await expect(visible).toHaveCount(total)
        await page.keyboard.press('ArrowDown')
        await expect.poll(() => visible.count()).toBe(shown)

        // A card leads to the coordinator's page: their name, the contact call, their next departures.
        const link = visible.first().getByRole('link')
        const name = (await link.textContent())!
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${words.profile}[a-z0-9-]+$`))
        const profile = page.locator('[data-block-type="coordinatorProfile"]')
        await expect(profile).toHaveAttribute('data-hydration', 'none')
        await expect(profile.getByRole('heading', { level: 1 })).toHaveText(name)
        await expect(page).toHaveTitle(new RegExp(`^${name} \\|`))
        await expect(profile.locator('.b-profile__contact')).toHaveAttribute('href', words.contacts)
        const departures = profile.locator('.b-profile__grid .card')
        expect(await departures.count()).toBeGreaterThan(0)
        expect(await departures.count()).toBeLessThanOrEqual(12)
        const starts = await departures.evaluateAll((items) => items.map((item) => item.querySelector('time')!.getAttribute('datetime')!))
        expect(starts).toEqual([...starts].sort())
        expect(starts[0]! >= new Date().toISOString().slice(0, 10)).toBe(true)
        await nextFrames(page)
        await expectAccessible(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
        await page.screenshot({ path: `tests/artifacts/coordinator-${words.edition}-${viewport.width}.png`, fullPage: true })

        // Each departure is a link to its tour page.
        const tourLink = departures.first().getByRole('link')
        await expect(tourLink).toHaveAttribute('href', new RegExp(`^${words.tours}[a-z0-9-]+/\\d+$`))
        await tourLink.click()
        await expect(page.locator('[data-block-type="tour"]')).toBeVisible()
      })
    }
  })
}

test('without JavaScript every card shows and no filter is offered', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/coordinators')
  const total = await cards(page).count()
  expect(total).toBeGreaterThan(1)
  await expect(listBlock(page).locator('.b-coordinators__item:visible')).toHaveCount(total)
  await expect(listBlock(page).locator('.b-coordinators__filter')).toBeHidden()
  await context.close()
})

async function travelWithCoordinator(request: APIRequestContext) {
  const response = await request.post('/api/v1/travels/paginated?edition=fr', { data: { perPage: 1, hasTours: true } })
  return ((await response.json()) as { data: { data: Array<{ url: string }> } }).data.data[0]!
}

test('a travel page’s coordinator leads to their page, and still to the contacts', async ({ page, request }) => {
  await page.goto((await travelWithCoordinator(request)).url)
  const block = page.locator('[data-block-type="travelCoordinator"]')
  const name = await block.locator('.b-coordinator__name').textContent()
  await expect(block.locator('.b-coordinator__contact')).toHaveAttribute('href', '/fr/contacts')
  await block.locator('.b-coordinator__profile').click()
  await expect(page).toHaveURL(/\/fr\/coordinateurs\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!)
})

test('coordinators’ pages are in the sitemap; an unknown coordinator is not found', async ({ request }) => {
  const sitemap = await (await request.get('/sitemaps/de.xml')).text()
  expect(sitemap).toMatch(/\/de\/coordinators\/[a-z0-9-]+<\/loc>/)
  expect((await request.get('/es/coordinadores/nadie-con-este-nombre')).status()).toBe(404)
})

test('a coordinator’s edit reaches their cached page', async ({ page, request }) => {
  await page.goto('/en/coordinators')
  const href = (await cards(page).first().getByRole('link').getAttribute('href'))!
  const slug = href.split('/').pop()!
  const headers = await adminAuth(request)
  const found = await request.get(`/api/coordinators?where[slug][equals]=${slug}&depth=0`, { headers })
  const coordinator = ((await found.json()) as { docs: Array<{ id: number; city: string }> }).docs[0]!
  const setCity = async (city: string) => {
    const saved = await request.patch(`/api/coordinators/${coordinator.id}`, { headers, data: { city } })
    expect(saved.ok(), await saved.text()).toBe(true)
  }
  const cityShown = async () => {
    await page.goto(href)
    return page.locator('.b-profile__city').textContent()
  }
  await cityShown()
  await setCity('Valparaíso')
  try {
    await expect.poll(cityShown).toBe('From Valparaíso')
  } finally {
    await setCity(coordinator.city)
  }
})

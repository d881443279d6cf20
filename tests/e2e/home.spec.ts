import type { Locator, Page } from '@playwright/test'
import { customerMail } from './customer-mail'
import { expect, scrollThrough, test } from './fixtures'

const { mailTo } = customerMail()

/** A block of the home page by its heading, scrolled into view and hydrated. */
async function hydratedBlock(page: Page, type: string, heading: string | RegExp): Promise<Locator> {
  const block = page.locator(`[data-block-type="${type}"]`).filter({ has: page.getByRole('heading', { level: 2, name: heading }) })
  await block.scrollIntoViewIfNeeded()
  await expect(block).toHaveAttribute('data-hydrated', 'true')
  return block
}

test.describe('home page', () => {
  test('renders every block server-side with its data attributes', async ({ page }) => {
    const response = await page.goto('/it')
    expect(response?.status()).toBe(200)
    const blocks = page.locator('[data-block-type]')
    await expect(blocks).toHaveCount(8)
    const attributes = await blocks.evaluateAll((elements) =>
      elements.map((element) => [
        element.getAttribute('data-block-type'),
        element.getAttribute('data-hydration'),
        Boolean(element.getAttribute('data-block-id')),
      ]),
    )
    expect(attributes).toEqual([
      ['hero', 'none', true],
      ['searchBar', 'idle', true],
      ['listing', 'visible', true],
      ['listing', 'visible', true],
      ['travelReviews', 'visible', true],
      ['richText', 'none', true],
      ['faq', 'visible', true],
      ['newsletter', 'visible', true],
    ])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il mondo è più bello in compagnia')
    await expect(page).toHaveTitle(/Wayfarer/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it$/)
    // Structured data: the organisation on every page, the FAQ block's questions once.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.map((text) => JSON.parse(text)['@type']).sort()).toEqual(['FAQPage', 'TravelAgency'])
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', /\/de$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/intl$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveCount(0)
  })

  test('sells: top sellers with prices in the edition’s currency and their next dates, the next confirmed departures soonest first', async ({
    page,
  }) => {
    for (const [path, currency, topSellers, departures] of [
      ['/it', '€', 'I più venduti', 'Prossime partenze confermate'],
      ['/us', '$', 'Top sellers', 'Next confirmed departures'],
    ] as const) {
      await page.goto(path)
      const sellers = await hydratedBlock(page, 'listing', topSellers)
      const cards = sellers.locator('.card')
      expect(await cards.count(), path).toBe(4)
      for (const card of await cards.all()) {
        await expect(card.locator('.card__title')).not.toBeEmpty()
        await expect(card.locator('.card__cover img')).toHaveAttribute('src', /\/resource\//)
        await expect(card.locator('.card__meta')).toHaveText(/\d/)
        await expect(card.locator('.card__price strong')).toContainText(currency)
        expect(await card.locator('.card__dates time').count()).toBeGreaterThanOrEqual(1)
        await expect(card.locator('.card__status')).toHaveAttribute('data-status', /[A-Z_]+/)
      }
      // The carousel's buttons move the cards.
      await sellers
        .getByRole('button', { name: /next|success/i })
        .first()
        .click()
      await expect(sellers.getByRole('button', { name: /previous|precedent/i })).toBeEnabled()

      const next = await hydratedBlock(page, 'listing', departures)
      const tours = next.locator('.card--tour')
      expect(await tours.count(), path).toBe(4)
      const starts = await tours.evaluateAll((elements) =>
        elements.map((element) => element.querySelector('time')!.getAttribute('datetime')!),
      )
      expect(starts, path).toEqual([...starts].sort())
      for (const tour of await tours.all()) {
        await expect(tour.locator('.card__status')).toHaveAttribute('data-status', /^(CONFIRMED|ALMOST_FULL)$/)
        await expect(tour.locator('.card__price strong')).toContainText(currency)
      }
    }
  })

  test('shows the travellers’ rating, its count and recent 4- and 5-star reviews', async ({ page }) => {
    await page.goto('/en')
    const reviews = await hydratedBlock(page, 'travelReviews', /travellers say/)
    await expect(reviews.locator('.b-reviews__average')).toHaveText(/^All our trips: [1-5]\.\d out of 5 from [\d,]+ reviews$/)
    const shown = reviews.locator('.b-reviews__card')
    expect(await shown.count()).toBeGreaterThanOrEqual(2)
    for (const rating of await shown.evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-rating')))))
      expect(rating).toBeGreaterThanOrEqual(4)
  })

  test.describe('its newsletter block', () => {
    // A new e-mail's check answers 400 (not yet a customer): the browser reports it, as the flow expects.
    test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] })

    test('subscribes a new e-mail from the home page’s newsletter block', async ({ page }) => {
      const email = `home-nl-${Date.now()}@example.com`
      await page.goto('/it')
      const block = await hydratedBlock(page, 'newsletter', 'Iscriviti alla newsletter')
      await block.getByLabel('La tua e-mail').pressSequentially(email, { delay: 10 })
      await block.getByRole('button', { name: 'Iscriviti' }).click()
      await expect(block.locator('.newsletter-form__status')).toHaveText(
        'Ci siamo quasi: apri l’e-mail che ti abbiamo inviato e conferma l’iscrizione.',
      )
      expect((await mailTo(email, 1)).subject).toContain('Conferma la tua iscrizione')
      // Its form and the footer's keep their own fields.
      expect(await page.locator('#newsletter-email').count()).toBe(1)
    })
  })

  test('fetches the cover (its largest paint) first: preloaded from the head, high priority, sized for the screen', async ({ page }) => {
    await page.goto('/it')
    const cover = page.locator('[data-block-type="hero"] img')
    const srcset = await cover.getAttribute('srcset')
    expect(srcset).toMatch(/\d+w/)
    await expect(cover).toHaveAttribute('fetchpriority', 'high')
    // A responsive preload names its candidates (the browser picks one as for the image itself).
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
    await expect(preload).toHaveAttribute('imagesrcset', srcset!)
    await expect(preload).toHaveAttribute('imagesizes', (await cover.getAttribute('sizes'))!)
  })

  test('fits a phone and a desktop without sideways scrolling, every block hydrated (screenshots kept)', async ({ page }) => {
    for (const [name, viewport] of [
      ['mobile', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.goto('/en')
      await scrollThrough(page)
      for (const block of await page.locator('[data-block-type][data-hydration="visible"]').all())
        await expect(block, name).toHaveAttribute('data-hydrated', 'true')
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(viewport.width)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: `tests/artifacts/home-${name}.png`, fullPage: true })
    }
  })

  test('shows the English edition and redirects / to an edition', async ({ page, request }) => {
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The world is better together')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-WE')
    const root = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'en-GB,en;q=0.8' } })
    expect(root.status()).toBe(307)
    expect(root.headers().location).toMatch(/\/en$/)
    const italian = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'fr-CH' } })
    expect(italian.headers().location).toMatch(/\/fr$/)
  })

  test('serves fixed routes and nested slug pages', async ({ page }) => {
    // A page's opening heading is its one H1, and is not repeated.
    await page.goto('/it/viaggi-asia')
    await expect(page.getByRole('heading', { level: 1, name: 'Viaggi in Asia' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Viaggi in Asia' })).toHaveCount(1)
    await page.goto('/en/legal/privacy-policy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toHaveCount(1)
    await page.goto('/en/guides/packing-list')
    await expect(page.getByRole('heading', { name: 'What to pack' })).toBeVisible()
  })
})

import { expect, scrollThrough, test } from './fixtures'

test.describe('home page', () => {
  test('renders every block server-side with its data attributes', async ({ page }) => {
    const response = await page.goto('/it')
    expect(response?.status()).toBe(200)
    const blocks = page.locator('[data-block-type]')
    await expect(blocks).toHaveCount(7)
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
      ['richText', 'none', true],
      ['carousel', 'visible', true],
      ['faq', 'visible', true],
      ['html', 'none', true],
      ['carousel', 'none', true],
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
    await page.goto('/it/viaggi-asia')
    await expect(page.getByRole('heading', { name: 'Viaggi in Asia' })).toBeVisible()
    await page.goto('/en/legal/privacy-policy')
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible()
    await page.goto('/en/guides/packing-list')
    await expect(page.getByRole('heading', { name: 'What to pack' })).toBeVisible()
  })
})

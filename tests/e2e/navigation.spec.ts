import { expect, test } from './fixtures'

test.describe('navigation menus and links (1280 px)', () => {
  // The page reached may link to the search page, which has no page yet (the search issue): its
  // prefetch on pointing answers 404.
  test.use({ viewport: { width: 1280, height: 800 }, expectedConsoleErrors: [/status of 404/] })

  test('a drop-down toggles on click; hovering a plain link closes the open mega menu', async ({ page }) => {
    await page.goto('/en/faqs')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-client-navigation', 'ready')
    const dropdown = page.locator('.main-nav__item--drop-down .main-nav__trigger').first()
    await dropdown.click()
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true')
    await dropdown.click()
    await expect(dropdown).toHaveAttribute('aria-expanded', 'false')
    const mega = page.locator('.main-nav__item--mega-menu .main-nav__trigger').first()
    await mega.hover()
    await expect(mega).toHaveAttribute('aria-expanded', 'true')
    await page.locator('.main-nav__link').first().hover()
    await expect(mega).toHaveAttribute('aria-expanded', 'false')
  })

  test('a navigation link prefetches its page once pointed at, not when it shows', async ({ page }) => {
    // A page's address without the router's cache-busting parameter.
    const pageOf = (url: string) => {
      const address = new URL(url, 'http://site')
      address.searchParams.delete('_rsc')
      return `${address.pathname}${address.search}`
    }
    const prefetched: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(pageOf(request.url()))
    })
    await page.goto('/en')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-client-navigation', 'ready')
    await page.locator('.main-nav__item--mega-menu .main-nav__trigger').first().click()
    const links = page.locator('.menu-panel:not([hidden]) .menu-panel__links a')
    await expect(links.first()).toBeVisible()
    const shown = (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).map(pageOf)
    const target = shown[shown.length - 1]!
    const prefetch = page.waitForRequest(
      (request) => Boolean(request.headers()['next-router-prefetch']) && pageOf(request.url()) === target,
    )
    await links.last().hover()
    await prefetch
    // Every other link of the panel was on screen all along and was not fetched.
    expect(prefetched.filter((address) => address !== target && shown.includes(address))).toEqual([])
  })

  test('the logo goes home without a full load and reports logo_click', async ({ page }) => {
    await page.goto('/en/faqs')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-client-navigation', 'ready')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.locator('.site-header__logo').click()
    await expect(page).toHaveURL(/\/en$/)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(await page.evaluate(() => (window.dataLayer ?? []).some((event) => event.event === 'logo_click'))).toBe(true)
  })

  test("the header's wishlist link goes to the wishlist and reports go_to_wishlist from the menu", async ({ page }) => {
    await page.goto('/it/domande-frequenti')
    await expect(page.locator('html')).toHaveAttribute('data-client-navigation', 'ready')
    await page.locator('.site-header__wishlist').click()
    await expect(page).toHaveURL(/\/it\/preferiti$/)
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'go_to_wishlist'))).toEqual([
      { event: 'go_to_wishlist', section: 'menu' },
    ])
  })

  test('links of the navigation move to the page without a full load and close the menu', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-client-navigation', 'ready')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const mega = page.locator('.main-nav__item--mega-menu .main-nav__trigger').first()
    await mega.click()
    const group = page.locator('.menu-group__title a').first()
    const target = await group.getAttribute('href')
    await group.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(mega).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })
})

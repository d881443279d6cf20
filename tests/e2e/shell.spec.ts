import AxeBuilder from '@axe-core/playwright'
import { adminAuth } from './api-client'
import { expect, test } from './fixtures'

const ARTIFACTS = 'tests/artifacts'

test.describe('site shell on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the hamburger opens the mobile menu; a mega menu opens, its groups are accordions, the back arrow closes it', async ({ page }) => {
    await page.goto('/it')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    const hamburger = page.getByRole('button', { name: 'Apri il menu' })
    await hamburger.click()
    await expect(page.locator('#main-nav')).toHaveAttribute('data-mobile-open', 'true')
    await expect(page.locator('.site-header__logo')).toBeHidden()
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
    // The page under the drawer can be neither focused nor clicked.
    await expect(page.locator('#main')).toHaveJSProperty('inert', true)
    const trigger = page.locator('#main-nav .main-nav__trigger').first()
    await trigger.click()
    const panel = page.locator('.menu-panel--mega').first()
    await expect(panel).toBeVisible()
    const accordion = panel.locator('.menu-group__toggle').first()
    const list = page.locator(`#${await accordion.getAttribute('aria-controls')}`)
    await expect(list).toBeHidden()
    await accordion.click()
    await expect(list).toBeVisible()
    await expect(accordion).toHaveAttribute('aria-expanded', 'true')
    // A group set to stay open on mobile has no accordion.
    await expect(panel.locator('.menu-group:not([data-accordion]) .menu-panel__links').first()).toBeVisible()
    await page.screenshot({ path: `${ARTIFACTS}/mobile-menu.png` })
    await panel.locator('.menu-panel__back').click()
    await expect(panel).toBeHidden()
    await page.getByRole('button', { name: 'Chiudi il menu' }).click()
    await expect(page.locator('#main-nav')).toHaveAttribute('data-mobile-open', 'false')
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
    await expect(page.locator('#main')).toHaveJSProperty('inert', false)
    await expect(hamburger).toBeFocused()
  })

  test('the footer columns collapse and open one at a time', async ({ page }) => {
    await page.goto('/en')
    const columns = page.locator('.footer-menu__column')
    await expect(columns.first()).not.toHaveAttribute('open')
    await columns.nth(0).locator('summary').click()
    await expect(columns.nth(0)).toHaveAttribute('open')
    await columns.nth(1).locator('summary').click()
    await expect(columns.nth(0)).not.toHaveAttribute('open')
    await page.locator('.site-footer').screenshot({ path: `${ARTIFACTS}/footer-mobile.png` })
  })
})

test.describe('site shell on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the header is transparent over the cover at the top and sticks once scrolled past', async ({ page }) => {
    await page.goto('/it')
    const header = page.locator('header.site-header')
    await expect(header).toHaveAttribute('data-transparent', 'true')
    await page.screenshot({ path: `${ARTIFACTS}/header-desktop.png`, clip: { x: 0, y: 0, width: 1280, height: 160 } })
    await page.mouse.wheel(0, 60)
    await expect(header).toHaveAttribute('data-transparent', 'false')
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveAttribute('data-sticky', 'true')
    // It slides in, then sits at the top of the viewport.
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0)
  })

  test('the mega menu opens on hover, holds over its panel, closes 300 ms after leaving, stays in the container', async ({ page }) => {
    // The page's clock, so the close delay is stepped through rather than slept through.
    await page.clock.install()
    await page.goto('/en')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    const item = page.locator('.main-nav__item--mega-menu').first()
    const panel = item.locator('.menu-panel')
    await item.locator('.main-nav__trigger').hover()
    await expect(panel).toBeVisible()
    await expect(item.locator('.main-nav__trigger')).toHaveAttribute('aria-expanded', 'true')
    const bar = await page.locator('.site-header__bar').boundingBox()
    const box = await panel.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(bar!.x - 1)
    expect(box!.x + box!.width).toBeLessThanOrEqual(bar!.x + bar!.width + 1)
    await page.screenshot({ path: `${ARTIFACTS}/mega-menu-desktop.png` })
    // Over the panel it holds.
    await page.mouse.move(box!.x + box!.width / 2, box!.y + 40, { steps: 4 })
    await page.clock.runFor(500)
    await expect(panel).toBeVisible()
    // Leaving closes it after the delay, not before.
    await page.mouse.move(5, 700)
    await page.clock.runFor(150)
    await expect(panel).toBeVisible()
    await page.clock.runFor(200)
    await expect(panel).toBeHidden()
  })

  test('keyboard: Enter opens a menu, Escape closes it and gives focus back', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    const trigger = page.locator('.main-nav__trigger').first()
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })

  test('a modal by address opens, traps focus, locks scroll; closing removes exactly its parameters', async ({ page }) => {
    await page.goto('/en?page=2&modal=language&type=x&layout=list')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
    // Tab goes round the dialog (and the browser's own controls, where the page's focus is the body):
    // never to the page behind it.
    const focused: string[] = []
    for (let index = 0; index < 20; index++) {
      await page.keyboard.press('Tab')
      focused.push(
        await page.evaluate(() => {
          const element = document.activeElement
          return !element || element === document.body ? 'browser' : element.closest('dialog') ? 'dialog' : 'page'
        }),
      )
    }
    expect(focused).not.toContain('page')
    expect(focused.filter((where) => where === 'dialog').length).toBeGreaterThan(10)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    expect(new URL(page.url()).search).toBe('?page=2')
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
  })

  test('the country menu keeps the page: the counterpart in another edition, current first, no US', async ({ page }) => {
    await page.goto('/it/viaggi')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await page.locator('.site-header__settings').click()
    await expect(page).toHaveURL(/modal=language/)
    const entries = page.locator('.country-menu__link')
    await expect(entries.first()).toHaveAttribute('aria-current', 'true')
    await expect(page.locator('.country-menu__link[href^="/us"]')).toHaveCount(0)
    await page.locator('.country-menu__link[href="/de/reiseziele"]').click()
    await expect(page).toHaveURL(/\/de\/reiseziele$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    // Closing by the backdrop is covered here too: a second modal closes on a backdrop click.
    await page.goto('/de?modal=talk-to-us')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(new URL(page.url()).search).toBe('')
  })

  test('the banner shows on matching routes, and once closed it stays closed', async ({ page }) => {
    await page.goto('/it')
    const banner = page.locator('.banner-bar')
    await expect(banner).toBeVisible()
    await banner.getByRole('button').click()
    await expect(banner).toBeHidden()
    await page.reload()
    await expect(page.locator('.banner-bar')).toBeHidden()
    await page.goto('/it/contatti')
    await expect(page.locator('.banner-bar')).toHaveCount(0)
  })

  test('the talk-to-us button opens its modal and reports contact_us_interaction; closing gives focus back', async ({ page }) => {
    await page.goto('/fr')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    const button = page.locator('.site-header__talk')
    await button.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.locator('.contact-action').first()).toBeVisible()
    expect(await page.evaluate(() => (window.dataLayer ?? []).some((event) => event.event === 'contact_us_interaction'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(button).toBeFocused()
    // page_change follows a page view after a short delay.
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((event) => event.event === 'page_change'))).toBe(true)
  })

  test('a modal opened by a click is a step in the history: back closes it, forward opens it again, closing leaves no step', async ({
    page,
  }) => {
    await page.goto('/en?page=2')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await page.locator('.site-header__settings').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    expect(new URL(page.url()).search).toBe('?page=2&modal=language')
    const entries = await page.evaluate(() => history.length)
    await page.goBack()
    await expect(dialog).toHaveCount(0)
    expect(new URL(page.url()).search).toBe('?page=2')
    await page.goForward()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    expect(new URL(page.url()).search).toBe('?page=2')
    expect(await page.evaluate(() => history.length)).toBe(entries)
  })
})

test.describe('accessibility', () => {
  test.use({ expectedConsoleErrors: [/404/] })
  for (const path of ['/it', '/en/legal/privacy-policy', '/de/gibt-es-nicht']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(', ')}`,
        ),
      ).toEqual([])
    })
  }
})

test.describe('events layout, currency and SEO files', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the events layout fades its header in and its get-the-app button opens the app modal', async ({ page }) => {
    await page.goto('/it/wemeet-by-wayfarer')
    const header = page.locator('header.site-header--events')
    await expect(header).toBeVisible()
    expect(await header.evaluate((element) => getComputedStyle(element).getPropertyValue('--header-bg-opacity').trim())).toBe('0')
    // A page long enough to scroll 450 px whatever its content.
    await page.evaluate(() => (document.body.style.minHeight = '3000px'))
    await page.mouse.wheel(0, 450)
    await expect
      .poll(() => header.evaluate((element) => Number(getComputedStyle(element).getPropertyValue('--header-bg-opacity'))))
      .toBeGreaterThan(0.3)
    await header.getByRole('button', { name: 'Scarica l’app' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.app-modal__qr img')).toBeVisible()
    await expect
      .poll(() => dialog.locator('.app-modal__qr img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    await expect(dialog.locator('.store-badge').first()).toBeHidden()
    expect(new URL(page.url()).searchParams.get('modal')).toBe('app')
  })

  test('choosing a currency closes the window, says so in a toast, and shows it in the header and every price', async ({ page }) => {
    await page.goto('/en?modal=currency')
    // Choosing navigates (the modal's address goes): a click, not check(), which would look for the radio afterwards.
    await page.getByRole('radio', { name: /GBP/ }).click()
    await expect(page.locator('.toast--success')).toHaveText('Prices are now shown in GBP')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(new URL(page.url()).searchParams.has('modal')).toBe(false)
    await expect(page.locator('.site-header__currency')).toHaveText('GBP')
    const prices = page.locator('main .card__price')
    await expect(prices.first()).toContainText('£')
    expect(await prices.allTextContents()).not.toContainEqual(expect.stringContaining('€'))
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 5000 })
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'currency')?.value).toBe('GBP')
    expect((await page.context().cookies()).find((cookie) => cookie.name === '_device_id')?.value).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('a browser asking for /favicon.ico is sent to the site’s icon', async ({ request }) => {
    const icon = await request.get('/favicon.ico', { maxRedirects: 0 })
    expect(icon.status()).toBe(308)
    expect(icon.headers().location).toBe('/favicon.svg')
    expect((await request.get('/favicon.ico')).headers()['content-type']).toContain('image/svg+xml')
  })

  test('robots.txt and the sitemaps list the public pages of every edition', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
    const index = await (await request.get('/sitemap.xml')).text()
    expect(index).toContain('/sitemaps/de.xml')
    const german = await (await request.get('/sitemaps/de.xml')).text()
    expect(german).toContain('/de/reiseziele</loc>')
    expect(german).not.toContain('/de/events-wemeet')
    // Every published travel has its page there, under its German slug.
    expect(german).toMatch(/\/de\/reiseziele\/[a-z0-9-]+<\/loc>/)
    expect((await request.get('/sitemaps/xx.xml')).status()).toBe(404)
  })
})

test.describe('editors compose the shell', () => {
  test('publishing the footer or a banner shows on every page of the edition at once', async ({ page, request }) => {
    const headers = await adminAuth(request)
    await page.goto('/es')
    await expect(page.locator('.footer-payments__message')).toBeVisible()
    const message = `Paga con calma ${Date.now()}`
    const saved = await request.post('/api/globals/footer?locale=es', { headers, data: { paymentMessage: message, _status: 'published' } })
    expect(saved.ok(), await saved.text()).toBe(true)
    await page.reload()
    await expect(page.locator('.footer-payments__message')).toHaveText(message)
    // Other editions keep their own footer.
    await page.goto('/fr')
    await expect(page.locator('.footer-payments__message')).not.toHaveText(message)

    const banner = await request.post('/api/banners', {
      headers,
      data: {
        name: `Test ${message}`,
        edition: 'es',
        order: -1,
        message: `Oferta ${message}`,
        routes: { match: ['/preguntas-frecuentes'] },
        closable: false,
      },
    })
    expect(banner.ok(), await banner.text()).toBe(true)
    await page.goto('/es/preguntas-frecuentes')
    await expect(page.locator('.banner-bar__message').first()).toHaveText(`Oferta ${message}`)
    await expect(page.locator('.banner-bar').first().locator('.banner-bar__close')).toHaveCount(0)
    await page.goto('/es/contactos')
    await expect(page.locator('.banner-bar')).toHaveCount(0)
    await request.delete(`/api/banners/${(await banner.json()).doc.id}`, { headers })
  })
})

import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { FILTER_APPLY_DELAY_MS } from '../../src/blocks/listing/filter-panel-rules'
import { expect, nextFrames, test } from './fixtures'

/** The statuses a search from the bar always sends. */
const STATUSES = ['ALMOST_CONFIRMED', 'ALMOST_FULL', 'CONFIRMED', 'PLANNED', 'WAITING_LIST']

/** How much of the top of the screen bars stuck there (sticky or fixed, shown) cover, in px. */
function stuckToTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = 0
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element)
      if (style.position !== 'sticky' && style.position !== 'fixed') continue
      const rect = element.getBoundingClientRect()
      if (rect.height === 0 || style.visibility === 'hidden' || rect.bottom <= 0 || rect.top > 0.5 * innerHeight) continue
      bottom = Math.max(bottom, rect.bottom)
    }
    return bottom
  })
}

test.describe('the search page', () => {
  test('filters by price, status, age and own room; the address holds every filter and back undoes them', async ({ page }) => {
    await page.goto(`/it/cerca?${STATUSES.map((status) => `status[]=${status}`).join('&')}`)
    const listing = page.locator('[data-block-type="listing"]')
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    // The statuses of a search from the bar show checked; sold out does not.
    await expect(listing.getByLabel('Confermato', { exact: true })).toBeChecked()
    await expect(listing.getByLabel('Al completo', { exact: true })).not.toBeChecked()
    const count = () => listing.locator('.b-listing__count').textContent()
    const all = await count()

    await listing.getByLabel('Fino a 1.000 €').check()
    await expect(page).toHaveURL(/priceTo=100000/)
    expect(new URL(page.url()).searchParams.get('priceFrom')).toBeNull()
    await expect.poll(count).not.toBe(all)
    const prices = (await listing.locator('.card__price strong').allTextContents()).map((text) => Number(text.replace(/\D/g, '')))
    expect(prices.length).toBeGreaterThan(0)
    expect(prices.every((price) => price <= 1000)).toBe(true)

    await listing.getByLabel('Camera singola disponibile').check()
    await expect(page).toHaveURL(/isNoSharingRoomAvailable=true/)
    await listing.getByLabel('Fascia d’età').selectOption('25-35')
    await expect(page).toHaveURL(/ageBadge=25-35/)
    await listing.getByLabel('Confermato', { exact: true }).uncheck()
    await expect.poll(() => new URL(page.url()).searchParams.getAll('status[]')).not.toContain('CONFIRMED')
    const narrowed = new URL(page.url())
    expect(narrowed.searchParams.get('priceTo')).toBe('100000')

    // Back goes through the filters in reverse; the page follows the address.
    await page.goBack()
    await expect.poll(() => new URL(page.url()).searchParams.getAll('status[]')).toContain('CONFIRMED')
    await expect(listing.getByLabel('Confermato', { exact: true })).toBeChecked()
    // A shared address shows the same filters.
    await page.goto(narrowed.toString())
    await expect(listing.getByLabel('Camera singola disponibile')).toBeChecked()
    await expect(listing.getByLabel('Fino a 1.000 €')).toBeChecked()
    await expect(listing.getByLabel('Fascia d’età')).toHaveValue('25-35')
    const results = await new AxeBuilder({ page }).include('[data-block-type="listing"]').analyze()
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])
  })
})

test.describe('the search page’s filter panel', () => {
  const searchPage = `/it/cerca?${STATUSES.map((status) => `status[]=${status}`).join('&')}`

  test('narrows by badge and travel style, applies quick changes together, and a new sort starts the filters over', async ({ page }) => {
    await page.clock.install()
    await page.goto(searchPage)
    const listing = page.locator('[data-block-type="listing"]')
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    const entries = await page.evaluate(() => history.length)
    const badge = listing.getByRole('group', { name: 'In evidenza' }).getByRole('checkbox').first()
    const style = listing.getByRole('group', { name: 'Stile di viaggio' }).getByRole('checkbox').first()
    await expect(listing.getByRole('group', { name: 'Tipo di viaggio' }).getByRole('checkbox')).not.toHaveCount(0)
    await expect(listing.getByRole('group', { name: 'Organizzato da' }).getByRole('checkbox')).not.toHaveCount(0)
    // Two ticks in a row: one search, one step in the history. The page's clock stands still
    // between them, so they come within the apply delay however slow the machine is.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    await badge.check()
    await style.check()
    expect(new URL(page.url()).searchParams.getAll('badgeId[]')).toEqual([])
    await page.clock.runFor(FILTER_APPLY_DELAY_MS)
    await page.clock.resume()
    await expect.poll(() => new URL(page.url()).searchParams.getAll('travelStyles[]')).toHaveLength(1)
    const address = new URL(page.url())
    expect(address.searchParams.getAll('badgeId[]')).toEqual([await badge.getAttribute('value')])
    expect(await page.evaluate(() => history.length)).toBe(entries + 1)
    const total = await listing.locator('.b-listing__count').textContent()
    expect(total).toMatch(/^\d+ risultat/)

    await listing.getByLabel('Ordina per').selectOption('price:asc')
    await expect(page).toHaveURL(/sort=price%3Aasc|sort=price:asc/)
    const sorted = new URL(page.url())
    expect(sorted.searchParams.getAll('badgeId[]')).toEqual([])
    expect(sorted.searchParams.getAll('travelStyles[]')).toEqual([])
    expect(sorted.searchParams.getAll('status[]').sort()).toEqual(STATUSES)
    await expect(badge).not.toBeChecked()
    expect(
      await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'sort').map((entry) => entry.sort)),
    ).toEqual(['price:asc'])
  })

  test('ignores another price choice while a price change is running', async ({ page }) => {
    await page.goto(searchPage)
    const listing = page.locator('[data-block-type="listing"]')
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    // The price change's results are held back until the second choice has been tried.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked!: () => void
    const askedFor = new Promise<void>((resolve) => (asked = resolve))
    await page.route('**/api/v1/travels/paginated**', async (route) => {
      asked()
      await held
      await route.continue()
    })
    await listing.getByLabel('Fino a 1.000 €').check()
    await askedFor
    await listing.getByLabel('Oltre 2.000 €').click()
    await listing.getByLabel('Solo in offerta').click()
    await expect(listing.getByLabel('Fino a 1.000 €')).toBeChecked()
    await expect(listing.getByLabel('Solo in offerta')).not.toBeChecked()
    release()
    await expect(listing.locator('.b-listing__results')).not.toHaveAttribute('aria-busy', 'true')
    const address = new URL(page.url())
    expect(address.searchParams.get('priceTo')).toBe('100000')
    expect(address.searchParams.get('priceFrom')).toBeNull()
    expect(address.searchParams.get('discounted')).toBeNull()
    // Once in, the next price action counts: clearing the price.
    await listing.getByRole('button', { name: 'Azzera prezzo' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('priceTo')).toBeNull()
    await expect(listing.getByLabel('Qualsiasi prezzo')).toBeChecked()
  })

  test('on a phone the panel opens from the toolbar and counts its filters; only the header sticks, within 15 % of the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto(searchPage)
    const listing = page.locator('[data-block-type="listing"]')
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    const toggle = listing.getByRole('button', { name: 'Filtri', exact: true })
    const panel = listing.getByRole('form', { name: 'Filtri' })
    await expect(panel).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await listing.getByLabel('Solo in offerta').check()
    await expect(listing.getByRole('button', { name: 'Filtri (1)' })).toBeVisible()
    await expect(page).toHaveURL(/discounted=true/)
    // The panel's button gives the results' count.
    const show = panel.getByRole('button', { name: /^Mostra \d+ risultat/ })
    const number = async (locator: Locator) => Number((await locator.textContent())!.replace(/\D/g, ''))
    await expect.poll(async () => (await number(show)) === (await number(listing.locator('.b-listing__count')))).toBe(true)
    expect(await number(show)).toBeGreaterThan(0)
    await show.click()
    await expect(panel).toBeHidden()

    await page.evaluate(() => window.scrollTo(0, 0))
    await nextFrames(page)
    await page.mouse.wheel(0, 1200)
    await nextFrames(page)
    expect(await stuckToTop(page)).toBeLessThanOrEqual(0.15 * 667)
    await page.mouse.wheel(0, -300)
    await nextFrames(page)
    expect(await stuckToTop(page)).toBeLessThanOrEqual(0.15 * 667)
  })

  test('at 1280 × 800 the results show in the first screen, the filters beside them; the toolbar hides while scrolling down', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(searchPage)
    const listing = page.locator('[data-block-type="listing"]')
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    const card = (await listing.locator('.card').first().boundingBox())!
    const filters = (await listing.getByRole('form', { name: 'Filtri' }).boundingBox())!
    expect(card.y + card.height / 2).toBeLessThan(800)
    expect(filters.x + filters.width).toBeLessThanOrEqual(card.x)

    const toolbar = listing.locator('.b-listing__toolbar')
    await page.mouse.wheel(0, 600)
    await expect(toolbar).toHaveAttribute('data-hidden', 'true')
    await page.mouse.wheel(0, -100)
    await expect(toolbar).not.toHaveAttribute('data-hidden')
    await expect(toolbar).toBeInViewport()
  })
})

test.describe('a failed search', () => {
  // The browser reports the refused call itself.
  test.use({ expectedConsoleErrors: [/status of 503/] })

  test('shows no results, says so, and tries again on request', async ({ page }) => {
    await page.goto(`/it/cerca?textSearch=mare&status[]=PLANNED`)
    const listing = page.locator('[data-block-type="listing"]')
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    await expect(listing.locator('.card').first()).toBeVisible()
    await page.route('**/api/v1/travels/paginated**', (route) => route.fulfill({ status: 503, json: { error: { key: 'UNAVAILABLE' } } }))
    await listing.getByLabel('Più di 10 giorni').check()
    await expect(listing.getByRole('alert')).toContainText('Non è stato possibile caricare i risultati.')
    await expect(listing.getByText('Nessun viaggio corrisponde alla tua ricerca')).toBeVisible()
    await expect(listing.locator('.card')).toHaveCount(0)
    await page.unroute('**/api/v1/travels/paginated**')
    await listing.getByRole('button', { name: 'Riprova' }).click()
    await expect(listing.locator('.card').first()).toBeVisible()
    await expect(listing.getByRole('alert')).toHaveCount(0)
  })
})

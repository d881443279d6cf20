import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, nextFrames, test } from './fixtures'

const STATUSES = ['ALMOST_CONFIRMED', 'ALMOST_FULL', 'CONFIRMED', 'PLANNED', 'WAITING_LIST']

/** The busiest destination of the Italian edition: its name and id. */
async function busiestDestination(request: APIRequestContext) {
  const response = await request.get('/api/v1/travels/top-sellers?edition=it')
  return ((await response.json()) as { data: { countries: Array<{ id: number; name: string }> } }).data.countries[0]!
}

/** Opens the header's search once the page has wired it (at its first idle moment). */
async function openSearch(page: Page) {
  await expect(page.locator('dialog.search-layer')).toBeAttached()
  await page.locator('.site-header__search').click()
  const bar = page.getByRole('dialog', { name: 'Cerca viaggi' })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('combobox', { name: 'Dove' })).toBeVisible()
  return bar
}

const pushed = (page: Page, name: string) =>
  page.evaluate((event) => (window.dataLayer ?? []).filter((entry) => entry.event === event).length, name)

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`search bar at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('finds a destination by its first letters, picks a month, and lands on the results its address describes', async ({
      page,
      request,
    }) => {
      const destination = await busiestDestination(request)
      await page.goto('/it/viaggi')
      const bar = await openSearch(page)
      const where = bar.getByRole('combobox', { name: 'Dove' })
      await where.fill(destination.name.slice(0, 3).toUpperCase())
      const option = bar.getByRole('option', { name: new RegExp(`^${destination.name}`) })
      await expect(option).toBeVisible()
      await expect(bar.getByRole('status')).toHaveText(/\d+ destinazion[ei]/)
      // The combobox by keyboard: down to the destination, Enter picks it.
      const options = await bar.getByRole('option').allTextContents()
      const position = options.findIndex((text) => text.startsWith(destination.name))
      for (let step = 0; step <= position; step++) await where.press('ArrowDown')
      await expect(where).toHaveAttribute('aria-activedescendant', /option/)
      await where.press('Enter')
      await expect(where).toHaveValue(destination.name)

      const month = bar.locator('.search-bar__periods .search-bar__chip').nth(2)
      const monthLabel = (await month.textContent())!
      await month.click()
      await expect(month).toHaveAttribute('aria-pressed', 'true')
      const results = await new AxeBuilder({ page }).include('dialog.search-layer').analyze()
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])

      await bar.getByRole('button', { name: 'Cerca', exact: true }).click()
      await expect(page).toHaveURL(/\/it\/cerca\?/)
      const address = new URL(page.url())
      expect(address.searchParams.getAll('destinationId[]')).toEqual([String(destination.id)])
      expect(address.searchParams.getAll('status[]')).toEqual(STATUSES)
      expect(address.searchParams.get('dateFrom')).toMatch(/^\d{4}-\d{2}-01$/)
      await expect(page.locator('[data-block-type="listing"] .card').first()).toBeVisible()
      expect(await pushed(page, 'search')).toBe(1)
      expect(await pushed(page, 'complete_search')).toBe(1)

      // The search is remembered: the bar lists it under recent searches (the search page has no header trigger: back to the list).
      await page.goBack()
      await expect(page).toHaveURL(/\/it\/viaggi$/)
      const again = await openSearch(page)
      await expect(again.getByRole('region', { name: 'Ricerche recenti' }).getByRole('link').first()).toContainText(destination.name)
      await page.keyboard.press('Escape')
      await expect(again).toBeHidden()
      await expect(page.locator('.site-header__search')).toBeFocused()
      expect(monthLabel).toMatch(/\d{4}$/)
    })

    test('on the search page the search shows on one line, opens the bar holding it, and stays at hand while scrolling up', async ({
      page,
      request,
    }) => {
      const destination = await busiestDestination(request)
      const statuses = STATUSES.map((status) => `status[]=${status}`).join('&')
      await page.goto(`/it/cerca?destinationId[]=${destination.id}&dateFrom=2027-05-03&dateTo=2027-05-12&${statuses}`)
      const summary = page.locator('.search-summary__button')
      await expect(summary).toContainText(destination.name)
      await expect(summary).toContainText(/mag 2027/)

      await summary.click()
      const bar = page.getByRole('dialog', { name: 'Cerca viaggi' })
      const where = bar.getByRole('combobox', { name: 'Dove' })
      await expect(where).toHaveValue(destination.name)
      await expect(bar.getByRole('tab', { name: 'Date' })).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Escape')
      await expect(bar).toBeHidden()
      await expect(summary).toBeFocused()

      // A new search from here: the summary and the results follow the new address.
      const listing = page.locator('[data-block-type="listing"]')
      await expect(listing.locator('.card').first()).toBeVisible()
      const before = await listing.locator('.b-listing__count').textContent()
      await summary.click()
      await where.fill('mare')
      await bar.getByRole('tab', { name: 'Mesi e periodi' }).click()
      await bar.getByRole('button', { name: 'Cerca', exact: true }).click()
      await expect(page).toHaveURL(/textSearch=mare/)
      await expect(summary).toContainText('mare')
      await expect(listing.locator('.b-listing__count')).not.toHaveText(before!)
      await expect(listing.locator('.card').first()).toBeVisible()

      const block = page.locator('.search-summary')
      await page.mouse.wheel(0, 800)
      await expect(block).toHaveAttribute('data-hidden', 'true')
      await page.mouse.wheel(0, -100)
      await expect(block).not.toHaveAttribute('data-hidden')
      await expect(summary).toBeInViewport()
    })

    test('searches a continent, free text, and a range of dates', async ({ page }) => {
      await page.goto('/it/viaggi')
      let bar = await openSearch(page)
      const asia = bar.getByRole('button', { name: 'Asia', exact: true })
      await asia.click()
      await expect(asia).toHaveAttribute('aria-pressed', 'true')
      await bar.getByRole('button', { name: 'Cerca', exact: true }).click()
      await expect(page).toHaveURL(/continentId%5B%5D=\d+/)

      await page.goBack()
      bar = await openSearch(page)
      // Still there from the last search: a click on the selected continent deselects it.
      await bar.getByRole('button', { name: 'Asia', exact: true }).click()
      await expect(bar.getByRole('button', { name: 'Asia', exact: true })).toHaveAttribute('aria-pressed', 'false')
      const where = bar.getByRole('combobox', { name: 'Dove' })
      await where.fill('  mare ')
      // Typing a place without picking one: search waits while the box has focus.
      await expect(bar.getByRole('button', { name: 'Cerca', exact: true })).toBeDisabled()
      await bar.getByRole('tab', { name: 'Date' }).click()
      expect(await pushed(page, 'tab_select')).toBe(1)
      await expect(bar.getByRole('button', { name: 'Cerca', exact: true })).toBeEnabled()
      const next = bar.getByRole('button', { name: 'Mese successivo' })
      await next.click()
      const days = bar.locator('.search-calendar__day:not([disabled])')
      await days.nth(3).click()
      await days.nth(9).click()
      await expect(bar.locator('.search-calendar__day[data-edge]')).toHaveCount(2)
      await bar.getByRole('button', { name: 'Cerca', exact: true }).click()
      await expect(page).toHaveURL(/textSearch=mare/)
      const address = new URL(page.url())
      expect(address.searchParams.get('dateFrom')! < address.searchParams.get('dateTo')!).toBe(true)
      expect(address.searchParams.getAll('continentId[]')).toEqual([])
    })

    test('is used with the keyboard alone', async ({ page, request }) => {
      const destination = await busiestDestination(request)
      await page.goto('/it/viaggi')
      await expect(page.locator('dialog.search-layer')).toBeAttached()
      await page.locator('.site-header__search').focus()
      await page.keyboard.press('Enter')
      const bar = page.getByRole('dialog', { name: 'Cerca viaggi' })
      const where = bar.getByRole('combobox', { name: 'Dove' })
      await where.focus()
      await page.keyboard.type(destination.name)
      await expect(bar.getByRole('option').first()).toContainText(destination.name)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(where).toHaveValue(destination.name)
      // To the search button, then Enter.
      for (let step = 0; step < 80; step++) {
        await page.keyboard.press('Tab')
        if (await bar.getByRole('button', { name: 'Cerca', exact: true }).evaluate((button) => button === document.activeElement)) break
      }
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`destinationId%5B%5D=${destination.id}`))
    })
  })
}

test.describe('the home page’s cover search bar', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('searches from the cover; the header trigger shows once it scrolls away; recent searches appear after two searches', async ({
    page,
    request,
  }) => {
    const destination = await busiestDestination(request)
    await page.goto('/it')
    const cover = page.locator('#search-bar')
    await expect(page.locator('[data-block-type="searchBar"]')).toHaveAttribute('data-hydrated', 'true')
    // Nothing searched yet: no recent searches anywhere.
    await expect(page.getByRole('region', { name: 'Ricerche recenti' })).toHaveCount(0)
    await cover.scrollIntoViewIfNeeded()
    await expect(page.locator('.site-header__search')).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.locator('.site-header__search')).toBeVisible()

    for (const month of [1, 2]) {
      await page.goto('/it')
      const where = cover.getByRole('combobox', { name: 'Dove' })
      await where.fill(destination.name)
      await cover.getByRole('option', { name: new RegExp(`^${destination.name}`) }).click()
      await cover.locator('.search-bar__periods .search-bar__chip').nth(month).click()
      await cover.getByRole('button', { name: 'Cerca', exact: true }).click()
      await expect(page).toHaveURL(/\/it\/cerca\?/)
      expect(new URL(page.url()).searchParams.getAll('destinationId[]')).toEqual([String(destination.id)])
    }
    await page.goto('/it')
    const recent = page.getByRole('region', { name: 'Ricerche recenti' })
    await expect(recent.getByRole('link')).toHaveCount(2)
    await expect(recent.getByRole('link').first()).toContainText(destination.name)
    await recent.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/it\/cerca\?.*destinationId/)
  })
})

test.describe('the search page', () => {
  test('filters by price, status, age and own room; the address holds every filter and back undoes them', async ({ page }) => {
    await page.goto(`/it/cerca?${STATUSES.map((status) => `status[]=${status}`).join('&')}`)
    const listing = page.locator('[data-block-type="listing"]')
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    // The statuses of a search from the bar show checked; sold out does not.
    await expect(listing.getByLabel('Confermato', { exact: true })).toBeChecked()
    await expect(listing.getByLabel('Sold out', { exact: true })).not.toBeChecked()
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
    await page.goto(searchPage)
    const listing = page.locator('[data-block-type="listing"]')
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    const entries = await page.evaluate(() => history.length)
    const badge = listing.getByRole('group', { name: 'In evidenza' }).getByRole('checkbox').first()
    const style = listing.getByRole('group', { name: 'Stile di viaggio' }).getByRole('checkbox').first()
    await expect(listing.getByRole('group', { name: 'Tipo di viaggio' }).getByRole('checkbox')).not.toHaveCount(0)
    await expect(listing.getByRole('group', { name: 'Organizzato da' }).getByRole('checkbox')).not.toHaveCount(0)
    // Two ticks in a row: one search, one step in the history.
    await badge.check()
    await style.check()
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

  test('on a phone the panel opens from the toolbar, counts its filters, and the toolbar hides while scrolling down', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
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

    const toolbar = listing.locator('.b-listing__toolbar')
    await page.evaluate(() => window.scrollTo(0, 0))
    await nextFrames(page)
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

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { DROPDOWN_OPEN_DELAY_MS } from '../../src/shell/search-bar/constants'
import { expect, test } from './fixtures'
import { STICKY_BARS_MIN_PX } from '../../src/lib/scroll/scroll-hiding'

const STATUSES = ['ALMOST_CONFIRMED', 'ALMOST_FULL', 'CONFIRMED', 'PLANNED', 'WAITING_LIST']

/** The busiest destination of the Italian edition: its name and id. */
async function busiestDestination(request: APIRequestContext) {
  const response = await request.get('/api/v1/travels/top-sellers?edition=it')
  return ((await response.json()) as { data: { countries: Array<{ id: number; name: string }> } }).data.countries[0]!
}

/** Opens the header's search (its code loads on the trigger's first hover, focus or tap). */
async function openSearch(page: Page) {
  await page.locator('.site-header__search').click()
  const bar = page.getByRole('dialog', { name: 'Cerca viaggi' })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('combobox', { name: 'Dove' })).toBeVisible()
  return bar
}

/** Below 768 px the bar's sections fold: opens the one whose header starts with `label` (nothing to do on wider screens). */
async function unfold(bar: Locator, label: string) {
  const toggle = bar.getByRole('button', { name: new RegExp(`^${label} · `) })
  if ((await toggle.count()) === 0) return
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

/** A flag emoji: two regional indicator letters. */
const FLAG = /^[\u{1F1E6}-\u{1F1FF}]{2}$/u

/** The periods tab's months: its second group, after the seasons and other named periods. */
const monthChips = (scope: Locator) => scope.getByRole('group', { name: 'Mesi', exact: true }).getByRole('button')

/** The periods the Italian edition's bar offers, by the label its chip shows. */
async function periodsByLabel(request: APIRequestContext) {
  const response = await request.get('/api/v1/search/options?edition=it')
  const { periods } = ((await response.json()) as { data: { periods: Array<{ label: string; startingDate: string; endingDate: string }> } })
    .data
  return new Map(periods.map((period) => [period.label, period]))
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
      // Each destination shows its country's flag.
      await expect(option.locator('.search-bar__flag')).toHaveText(FLAG)
      await expect(bar.getByRole('status')).toHaveText(/\d+ destinazion[ei]/)
      // The combobox by keyboard: down to the destination, Enter picks it.
      // Each option's text starts with its flag.
      const options = await bar.getByRole('option').allTextContents()
      const position = options.findIndex((text) => text.replace(/[\u{1F1E6}-\u{1F1FF}]/gu, '').startsWith(destination.name))
      for (let step = 0; step <= position; step++) await where.press('ArrowDown')
      await expect(where).toHaveAttribute('aria-activedescendant', /option/)
      await where.press('Enter')
      await expect(where).toHaveValue(destination.name)

      await unfold(bar, 'Quando')
      const month = monthChips(bar).nth(1)
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
      await unfold(again, 'Ricerche recenti')
      await expect(again.getByRole('region', { name: 'Ricerche recenti' }).getByRole('link').first()).toContainText(destination.name)
      await page.keyboard.press('Escape')
      await expect(again).toBeHidden()
      await expect(page.locator('.site-header__search')).toBeFocused()
      expect(monthLabel).toMatch(/\d{4}$/)
    })

    test('on the search page the search shows on one line, opens the bar holding it, and (from tablets) stays at hand while scrolling up', async ({
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
      await unfold(bar, 'Quando')
      await expect(bar.getByRole('tab', { name: 'Date' })).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Escape')
      await expect(bar).toBeHidden()
      await expect(summary).toBeFocused()

      // A new search from here: the summary and the results follow the new address.
      const listing = page.locator('[data-block-type="listing"]')
      await expect(listing.locator('.card').first()).toBeVisible()
      const before = await listing.locator('.b-listing__count').textContent()
      await summary.click()
      await unfold(bar, 'Dove')
      await where.fill('mare')
      await unfold(bar, 'Quando')
      await bar.getByRole('tab', { name: 'Mesi e periodi' }).click()
      await bar.getByRole('button', { name: 'Cerca', exact: true }).click()
      await expect(page).toHaveURL(/textSearch=mare/)
      await expect(summary).toContainText('mare')
      await expect(listing.locator('.b-listing__count')).not.toHaveText(before!)
      await expect(listing.locator('.card').first()).toBeVisible()

      // On phones only the header sticks; wider, the summary sticks under it, out of the way while scrolling down.
      if (viewport.width < STICKY_BARS_MIN_PX) return
      const block = page.locator('.search-summary')
      await page.mouse.wheel(0, 800)
      await expect(block).toHaveAttribute('data-hidden', 'true')
      await page.mouse.wheel(0, -100)
      await expect(block).not.toHaveAttribute('data-hidden')
      await expect(summary).toBeInViewport()
    })

    test('picks two months apart and a season: the address carries their ranges, every departure shown starts in one, the bar holds them again', async ({
      page,
      request,
    }) => {
      const periods = await periodsByLabel(request)
      await page.goto('/it/viaggi')
      const bar = await openSearch(page)
      await unfold(bar, 'Quando')
      const seasons = bar.getByRole('group', { name: 'Stagioni e feste', exact: true }).getByRole('button')
      // Seasons come before the months.
      await expect(bar.locator('.search-bar__period-group').first()).toHaveAccessibleName('Stagioni e feste')
      const chosen = [
        monthChips(bar).nth(1),
        monthChips(bar).nth(3),
        seasons.filter({ hasText: /^(Primavera|Estate|Autunno|Inverno)$/ }).first(),
      ]
      for (const chip of chosen) await chip.click()
      // Several at once; whenever is no longer pressed, and pressing a chosen one again lets it go.
      for (const chip of chosen) await expect(chip).toHaveAttribute('aria-pressed', 'true')
      await expect(bar.getByRole('button', { name: 'Quando vuoi', exact: true })).toHaveAttribute('aria-pressed', 'false')
      await monthChips(bar).nth(2).click()
      await monthChips(bar).nth(2).click()
      await expect(monthChips(bar).nth(2)).toHaveAttribute('aria-pressed', 'false')
      await expect(bar.locator('.search-bar__periods [aria-pressed="true"]')).toHaveCount(3)
      const ranges: string[] = []
      for (const chip of chosen) {
        const period = periods.get((await chip.textContent())!)!
        ranges.push(`${period.startingDate}..${period.endingDate}`)
      }
      ranges.sort()

      await bar.getByRole('button', { name: 'Cerca', exact: true }).click()
      await expect(page).toHaveURL(/\/it\/cerca\?/)
      const address = new URL(page.url())
      expect(address.searchParams.getAll('dateRanges[]')).toEqual(ranges)
      expect([address.searchParams.get('dateFrom'), address.searchParams.get('dateTo')]).toEqual([null, null])
      expect(address.searchParams.getAll('status[]')).toEqual(STATUSES)

      // The departures listed: each starts in one of the ranges.
      const listing = page.locator('[data-block-type="listing"]')
      await expect(listing).toHaveAttribute('data-hydrated', 'true')
      await listing.getByRole('link', { name: 'Partenze' }).click()
      await expect(page).toHaveURL(/tab=tours/)
      expect(new URL(page.url()).searchParams.getAll('dateRanges[]')).toEqual(ranges)
      await expect(listing.locator('.b-listing__results')).not.toHaveAttribute('aria-busy', 'true')
      await expect(listing.locator('.card--tour').first()).toBeVisible()
      const starts = await listing
        .locator('.card--tour .card__eyebrow time:first-child')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!))
      expect(starts.length).toBeGreaterThan(0)
      const inRanges = (day: string) =>
        ranges.some((range) => {
          const [first, last] = range.split('..') as [string, string]
          return day >= first && day <= last
        })
      expect(starts.filter((start) => !inRanges(start))).toEqual([])

      // The page's summary gives the periods' dates (back at the top, it shows); it opens the bar holding the same three.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(page.locator('.search-summary')).not.toHaveAttribute('data-hidden')
      const summary = page.locator('.search-summary__button')
      await expect(summary).toContainText(/\d{4}, .+\d{4}, .+\d{4}/)
      await summary.click()
      const again = page.getByRole('dialog', { name: 'Cerca viaggi' })
      await unfold(again, 'Quando')
      await expect(again.getByRole('tab', { name: 'Mesi e periodi' })).toHaveAttribute('aria-selected', 'true')
      for (const chip of [monthChips(again).nth(1), monthChips(again).nth(3)]) await expect(chip).toHaveAttribute('aria-pressed', 'true')
      await expect(again.locator('.search-bar__periods [aria-pressed="true"]')).toHaveCount(3)
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
      await unfold(bar, 'Quando')
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

    test('picks a range of dates with the arrow keys on the calendar’s days, which mark the departures of the where chosen', async ({
      page,
    }) => {
      await page.goto('/it/viaggi')
      const bar = await openSearch(page)
      await bar.getByRole('button', { name: 'Asia', exact: true }).click()
      await unfold(bar, 'Quando')
      await bar.getByRole('tab', { name: 'Date' }).click()
      const grid = bar.getByRole('grid')
      await expect(grid).toHaveAttribute('aria-busy', 'false')
      // One day in the tab order.
      const first = grid.locator('.search-calendar__day[tabindex="0"]')
      await expect(first).toHaveCount(1)
      await first.focus()
      // A month on, then Enter starts the range; a week and a day further, Enter ends it.
      await page.keyboard.press('PageDown')
      const focusedDay = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.day ?? '')
      const start = await focusedDay()
      expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      await page.keyboard.press('Enter')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowRight')
      const end = await focusedDay()
      expect(new Date(end).getTime() - new Date(start).getTime()).toBe(8 * 86_400_000)
      await page.keyboard.press('Space')
      await expect(grid.locator(`[data-day="${end}"]`)).toHaveAttribute('aria-pressed', 'true')
      // Asia's departures are marked on the calendar.
      await expect(grid).toHaveAttribute('aria-busy', 'false')
      await expect.poll(() => bar.locator('.search-calendar__day[data-departures]').count()).toBeGreaterThan(0)
      await bar.getByRole('button', { name: 'Cerca', exact: true }).click()
      await expect(page).toHaveURL(/\/it\/cerca\?/)
      const address = new URL(page.url())
      expect([address.searchParams.get('dateFrom'), address.searchParams.get('dateTo')]).toEqual([start, end])
    })

    test('is used with the keyboard alone', async ({ page, request }) => {
      const destination = await busiestDestination(request)
      await page.goto('/it/viaggi')
      // Focusing the trigger fetches the layer's code (once the header has hydrated).
      const trigger = page.locator('.site-header__search')
      await expect(async () => {
        await trigger.blur()
        await trigger.focus()
        await expect(page.locator('dialog.search-layer')).toBeAttached({ timeout: 1000 })
      }).toPass()
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

test.describe('the header’s search bar on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('folds where, when and recent searches one at a time, each header saying what it holds; the footer searches', async ({
    page,
    request,
  }) => {
    const destination = await busiestDestination(request)
    await page.goto('/it/viaggi')
    const bar = await openSearch(page)
    const whereToggle = bar.getByRole('button', { name: /^Dove · / })
    const whenToggle = bar.getByRole('button', { name: /^Quando · / })
    await expect(whereToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(whenToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(whenToggle).toHaveAccessibleName('Quando · Qualsiasi data')
    await expect(page.locator(`#${await whenToggle.getAttribute('aria-controls')}`)).toBeHidden()

    // The continents scroll sideways.
    const next = bar.getByRole('button', { name: 'Continenti successivi' })
    const previous = bar.getByRole('button', { name: 'Continenti precedenti' })
    await expect(previous).toBeDisabled()
    const firstContinent = bar.locator('.search-bar__continents-track .search-bar__chip').first()
    const before = (await firstContinent.boundingBox())!.x
    await next.click()
    await expect.poll(async () => (await firstContinent.boundingBox())!.x).toBeLessThan(before)
    await expect(previous).toBeEnabled()

    await bar.getByRole('combobox', { name: 'Dove' }).fill(destination.name)
    await bar.getByRole('option', { name: new RegExp(`^${destination.name}`) }).click()
    await expect(whereToggle).toHaveAccessibleName(`Dove · ${destination.name}`)

    await whenToggle.click()
    await expect(whenToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(whereToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(bar.getByRole('combobox', { name: 'Dove' })).toBeHidden()
    const month = monthChips(bar).first()
    const monthLabel = (await month.textContent())!
    await month.click()
    await expect(whenToggle).toHaveAccessibleName(`Quando · ${monthLabel}`)
    const results = await new AxeBuilder({ page }).include('dialog.search-layer').analyze()
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])

    // The footer holds clear and search, at the bottom of the screen.
    const footer = bar.locator('.search-bar__actions')
    await expect(footer.getByRole('button', { name: 'Cancella tutto' })).toBeEnabled()
    await expect(footer).toBeInViewport()
    const box = (await footer.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(812 - 40)
    await footer.getByRole('button', { name: 'Cerca', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`destinationId%5B%5D=${destination.id}`))
  })
})

test.describe('the header’s search dropdown (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('shows its panel 400 ms after the trigger asks for it; changing where while on the dates shows the calendar loading', async ({
    page,
  }) => {
    await page.goto('/it/viaggi')
    // Hovering the trigger fetches the layer's code.
    await page.locator('.site-header__search').hover()
    await expect(page.locator('dialog.search-layer')).toBeAttached()
    // Time from the trigger's click to the end of the panel's fade, measured in the page.
    await page.evaluate(() => {
      const trigger = document.querySelector('.site-header__search')!
      const layer = document.querySelector('dialog.search-layer')!
      const shown = new Promise<number>((resolve) => {
        let clicked = 0
        trigger.addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true })
        layer.addEventListener('transitionend', (event) => {
          const target = event.target as Element
          if (target.classList.contains('search-layer__inner') && (event as TransitionEvent).propertyName === 'opacity')
            resolve(performance.now() - clicked)
        })
      })
      ;(window as unknown as { searchShown: Promise<number> }).searchShown = shown
    })
    await page.locator('.site-header__search').click()
    const bar = page.getByRole('dialog', { name: 'Cerca viaggi' })
    await expect(bar.locator('.search-layer__inner')).toHaveCSS('opacity', '1')
    const shownAfter = await page.evaluate(() => (window as unknown as { searchShown: Promise<number> }).searchShown)
    expect(shownAfter).toBeGreaterThanOrEqual(DROPDOWN_OPEN_DELAY_MS - 20)
    expect(shownAfter).toBeLessThan(DROPDOWN_OPEN_DELAY_MS + 1500)

    await bar.getByRole('tab', { name: 'Date' }).click()
    const grid = bar.getByRole('grid')
    await expect(grid).toHaveAttribute('aria-busy', 'false')
    await bar.getByRole('button', { name: 'Europa', exact: true }).click()
    await expect(grid).toHaveAttribute('aria-busy', 'true')
    await expect(bar.getByRole('status').filter({ hasText: 'Cerco le date con partenze' })).toBeVisible()
    await expect(grid).toHaveAttribute('aria-busy', 'false')
    await expect(bar.getByText('Giorni con partenze')).toBeVisible()
  })
})

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

    for (const month of [0, 1]) {
      await page.goto('/it')
      const where = cover.getByRole('combobox', { name: 'Dove' })
      await where.fill(destination.name)
      await cover.getByRole('option', { name: new RegExp(`^${destination.name}`) }).click()
      await monthChips(cover).nth(month).click()
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

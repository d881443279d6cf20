import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import { adminAuth } from './api-client'
import { expect, test } from './fixtures'

type DataLayerEvent = { event: string; ecommerce?: { items: Array<{ item_id: string }> } }

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as unknown[]) as Promise<DataLayerEvent[]>
const listing = (page: Page) => page.locator('[data-block-type="listing"]').first()

/** The number of days each travel card shows ("8 giorni"). */
async function cardDays(page: Page): Promise<number[]> {
  return (await listing(page).locator('.card__meta').allTextContents()).map((text) => Number(text.match(/(\d+)\s*giorn/)![1]))
}

async function firstTravel(request: APIRequestContext, filters: Record<string, unknown> = {}) {
  const response = await request.post('/api/v1/travels/paginated?edition=it', { data: { perPage: 1, hasTours: true, ...filters } })
  return ((await response.json()) as { data: { data: Array<{ id: number; slug: string; title: string }> } }).data.data[0]!
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`travel listing at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('shows the address filters on first render, pages through them and reports impressions', async ({ page }) => {
      const response = await page.goto('/it/viaggi?durations[]=MAX_6&sort=price:asc')
      expect(response?.status()).toBe(200)
      // The cached page is the same for every address; the filters apply in the browser. (It may
      // have been rendered anew for this request, after an edit elsewhere expired it: REVALIDATED.)
      expect(response?.headers()['x-nextjs-cache']).toMatch(/HIT|MISS|STALE|REVALIDATED/)
      await expect(listing(page)).toHaveAttribute('data-hydrated', 'true')
      await expect(listing(page).locator('.b-listing__results')).not.toHaveAttribute('aria-busy', 'true')
      await expect.poll(async () => (await cardDays(page)).every((count) => count <= 6)).toBe(true)
      expect((await cardDays(page)).length).toBe(20)
      await expect(listing(page).locator('select[name="sort"]')).toHaveValue('price:asc')
      await expect.poll(async () => (await dataLayer(page)).filter((event) => event.event === 'view_item_list').length).toBe(1)
      const firstPage = await listing(page).locator('.card__title').allTextContents()

      await listing(page).getByRole('link', { name: 'Successiva' }).click()
      await expect(page).toHaveURL(/page=2/)
      expect(new URL(page.url()).searchParams.getAll('durations[]')).toEqual(['MAX_6'])
      await expect(listing(page).getByText(/Pagina 2 di \d+/)).toBeVisible()
      const secondPage = await listing(page).locator('.card__title').allTextContents()
      expect(secondPage).not.toEqual(firstPage)
      expect((await cardDays(page)).every((count) => count <= 6)).toBe(true)

      // Covers come from the image route, as webp.
      const cover = listing(page).locator('.card__cover img').first()
      await expect(cover).toHaveAttribute('src', /^\/resource\/card\/\d+\/[a-z0-9-]+\.webp$/)
      await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    })

    test('applies a filter as soon as it changes, and switches to departures grouped by month', async ({ page }) => {
      await page.goto('/it/viaggi')
      await expect(listing(page)).toHaveAttribute('data-hydrated', 'true')
      // Below 1024 px the panel opens from the toolbar.
      if (viewport.width < 1024) await listing(page).getByRole('button', { name: 'Filtri', exact: true }).click()
      await listing(page).getByLabel('Solo in offerta').check()
      await expect(page).toHaveURL(/discounted=true/)
      await expect(listing(page).locator('.card__price-was').first()).toBeVisible()
      expect(await listing(page).locator('.card').count()).toBe(await listing(page).locator('.card__price-was').count())

      await listing(page).getByRole('link', { name: 'Partenze' }).click()
      await expect(page).toHaveURL(/tab=tours/)
      await expect(listing(page).locator('.b-listing__month-title').first()).toBeVisible()
      const dates = await listing(page)
        .locator('.card__eyebrow time:first-child')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!))
      expect(dates).toEqual([...dates].sort())
    })

    test('reports the clicked travel, then its address leads to it', async ({ page }) => {
      await page.goto('/it/viaggi')
      await expect(listing(page)).toHaveAttribute('data-hydrated', 'true')
      const card = listing(page).locator('.card').nth(1)
      const link = card.locator('.card__link')
      const title = (await card.locator('.card__title').textContent())!.trim()
      const href = await link.getAttribute('href')
      expect(href).toMatch(/^\/it\/viaggi\/[a-z0-9-]+$/)
      await link.evaluate((element) => element.addEventListener('click', (event) => event.preventDefault(), { once: true }))
      await link.click()
      const selected = (await dataLayer(page)).filter((event) => event.event === 'select_item')
      expect(selected).toHaveLength(1)
      expect(JSON.stringify(selected[0])).toContain(JSON.stringify(title))
      await page.goto(href!)
      await expect(page).toHaveTitle(`${title} | Wayfarer`)
    })
  })
}

test('the confirmed departures page lists only confirmed or almost full departures, by month', async ({ page }) => {
  await page.goto('/it/partenze-viaggi-confermati')
  await expect(listing(page)).toHaveAttribute('data-hydrated', 'true')
  const statuses = await listing(page)
    .locator('.card__status')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')))
  expect(statuses.length).toBeGreaterThan(0)
  expect(new Set(statuses)).toEqual(new Set(statuses.filter((status) => status === 'CONFIRMED' || status === 'ALMOST_FULL')))
  await expect(listing(page).locator('.b-listing__month-title').first()).toBeVisible()
})

test('an area page lists its continent’s travels, and shows the empty state when nothing matches', async ({ page }) => {
  await page.goto('/it/viaggi-asia')
  await expect(listing(page).locator('.card').first()).toBeVisible()
  await page.goto('/it/viaggi-asia?durationFrom=30&durationTo=30')
  await expect(listing(page).getByText('Nessun viaggio corrisponde alla tua ricerca')).toBeVisible()
})

test.describe('renamed and withdrawn travels', () => {
  test.use({ expectedConsoleErrors: [/status of 410/] })

  test('an earlier address answers 301 to the new one; a withdrawn travel 410 with the not-on-the-map page', async ({ page, request }) => {
    const travel = await firstTravel(request, { travelStyles: ['relax'] })
    const headers = await adminAuth(request)
    const renamed = `${travel.slug}-nuovo`
    expect((await request.patch(`/api/travels/${travel.id}?locale=it`, { headers, data: { slug: renamed } })).ok()).toBe(true)
    const moved = await request.get(`/it/viaggi/${travel.slug}`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(new URL(moved.headers().location!, 'http://x').pathname).toBe(`/it/viaggi/${renamed}`)
    const api = await request.get(`/api/v1/travels/show?edition=it&slug=${travel.slug}`)
    expect(api.status()).toBe(418)
    expect(await api.json()).toEqual({ meta: { httpStatusCode: 301, redirectTo: `/it/viaggi/${renamed}` } })

    expect((await request.patch(`/api/travels/${travel.id}?locale=it`, { headers, data: { published: false } })).ok()).toBe(true)
    const gone = await page.goto(`/it/viaggi/${renamed}`)
    expect(gone?.status()).toBe(410)
    await expect(page.getByRole('heading', { name: 'Questa pagina non è sulla mappa' })).toBeVisible()
    // The page it shows is one cached page, shareable like any other: the server never asks itself for it.
    const again = await request.get(`/it/viaggi/${renamed}`)
    expect([again.status(), again.headers()['x-nextjs-cache']]).toEqual([410, 'HIT'])
    expect(again.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/)
    expect((await request.get(`/it/viaggi/non-esiste-${Date.now()}`)).status()).toBe(404)
  })
})

async function bookableTour(request: APIRequestContext) {
  const response = await request.post('/api/v1/tours?edition=it', { data: { status: ['CONFIRMED', 'ALMOST_FULL'], show: 50 } })
  const tours = (
    (await response.json()) as {
      data: Array<{
        id: number
        url: string
        seatsLabel: string | null
        startingDate: string
        travel: { id: number; title: string; url: string }
      }>
    }
  ).data
  return tours.find((tour) => tour.seatsLabel !== null)!
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`travel and tour pages at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a travel page shows its departures in a calendar; a departure opens its tour page with the checkout', async ({
      page,
      request,
    }) => {
      const tour = await bookableTour(request)
      await page.goto(tour.travel.url)
      await expect(page).toHaveTitle(new RegExp(tour.travel.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      const calendar = page.locator('[data-block-type="calendar"]')
      // Below the trip's content: it hydrates once scrolled into view.
      await calendar.scrollIntoViewIfNeeded()
      await expect(calendar.locator('.b-calendar__month').first()).toBeVisible()
      const day = calendar.locator(`[data-date="${tour.startingDate}"] a`)
      if (viewport.width < 768) {
        // Phones draw the months as they are scrolled to, inside the calendar.
        await expect(calendar).toHaveAttribute('data-hydrated', 'true')
        const months = calendar.locator('.b-calendar__months')
        await expect
          .poll(async () => (await day.count()) > 0 || (await months.evaluate((element) => element.scrollBy(0, element.clientHeight))))
          .toBe(true)
      }
      await expect(day).toHaveAttribute('href', /\/it\/viaggi\/[a-z0-9-]+\/\d+$/)
      // Days are laid out from their month's first weekday (Italy's weeks start on Monday).
      const column = await calendar.locator(`[data-date="${tour.startingDate}"]`).evaluate((cell) => {
        const grid = cell.parentElement!.getBoundingClientRect()
        return Math.round(((cell.getBoundingClientRect().left - grid.left) / grid.width) * 7)
      })
      expect(column).toBe((new Date(`${tour.startingDate}T00:00:00Z`).getUTCDay() + 6) % 7)
      const weekdays = calendar.locator('.b-calendar__weekdays').first()
      expect(await weekdays.evaluate((element) => getComputedStyle(element).position)).toBe(viewport.width < 768 ? 'sticky' : 'static')
      if (viewport.width >= 768) {
        await expect(calendar).toHaveAttribute('data-hydrated', 'true')
        const months = calendar.locator('.b-calendar__months')
        const before = await months.evaluate((element) => element.scrollLeft)
        await calendar.getByRole('button', { name: 'Mese successivo' }).click()
        await expect.poll(() => months.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before)
      }
      await day.scrollIntoViewIfNeeded()
      await day.click()
      await expect(page).toHaveURL(new RegExp(`${tour.url}$`))

      const summary = page.locator('[data-block-type="tour"]')
      const book = summary.getByRole('link', { name: 'Prenota ora' })
      // Without BOOKINGS_URL, the site's own booking request page.
      await expect(book).toHaveAttribute('href', `/it/prenota/${tour.id}`)
      await expect(summary).toHaveAttribute('data-hydrated', 'true')
      await expect.poll(async () => (await dataLayer(page)).some((event) => event.event === 'view_item')).toBe(true)
      // Stay on the page to read the event sent before leaving.
      await book.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault(), { once: true }))
      await book.click()
      await expect.poll(async () => (await dataLayer(page)).filter((event) => event.event === 'add_to_cart').length).toBe(1)
    })
  })
}

test.describe('tour addresses', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] })

  test('a tour of another travel is not found', async ({ page, request }) => {
    const tour = await bookableTour(request)
    const other = await firstTravel(request, { travelId: undefined, durations: ['OVER_10'] })
    const path = other.id === tour.travel.id ? `${tour.travel.url}/999999` : `/it/viaggi/${other.slug}/${tour.id}`
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
  })
})

test('listing, travel and tour pages have no serious accessibility problems', async ({ page, request }) => {
  const tour = await bookableTour(request)
  for (const path of ['/it/viaggi?showFilters=1', '/it/partenze-viaggi-confermati', tour.travel.url, tour.url]) {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).include('main').analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(
      serious.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  }
})

test('editors find travels and departures in the admin, with their columns and search', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/collections/travels?search=peru')
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  await expect(rows.first()).toContainText(/Perù/)
  await expect(page.locator('table thead')).toContainText('Number Of Days')
  await page.goto('/admin/collections/tours?limit=10')
  await expect(page.locator('table tbody tr')).toHaveCount(10)
  await expect(page.locator('table thead')).toContainText('Status')
})

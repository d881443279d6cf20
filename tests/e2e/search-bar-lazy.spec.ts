import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Class names only the search panel's code writes (the continents' row) and only the header's layer writes. */
const PANEL_CODE = 'search-bar__continents'
const LAYER_CODE = 'search-layer__inner'

type Script = { url: string; body: Promise<string> }

/** Every script the page requests, with its body (read once it arrives). */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push({ url: response.url(), body: response.text().catch(() => '') })
  })
  return scripts
}

/** The scripts so far whose code holds `marker`. */
async function holding(scripts: Script[], marker: string): Promise<string[]> {
  const bodies = await Promise.all(scripts.map(async (script) => ({ url: script.url, body: await script.body })))
  return bodies.filter((script) => script.body.includes(marker)).map((script) => script.url)
}

/** Loads the page and waits until its first idle moment has passed and the network is quiet. */
async function loadAndSettle(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
  await page.waitForLoadState('networkidle')
}

async function busiestDestination(request: APIRequestContext) {
  const response = await request.get('/api/v1/travels/top-sellers?edition=it')
  return ((await response.json()) as { data: { countries: Array<{ id: number; name: string }> } }).data.countries[0]!
}

test.describe('the search bar’s code on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the home page’s cover bar shows closed from the server and fetches its panel on the first tap, which opens it', async ({
    page,
    request,
  }) => {
    const destination = await busiestDestination(request)
    const scripts = recordScripts(page)
    await loadAndSettle(page, '/it')
    const cover = page.locator('#search-bar')
    await expect(page.locator('[data-block-type="searchBar"]')).toHaveAttribute('data-hydrated', 'true')
    // Closed: where, when and search, and none of the panel's code.
    await expect(cover.getByRole('combobox', { name: 'Dove' })).toBeVisible()
    await expect(cover.getByRole('button', { name: 'Quando Qualsiasi data' })).toBeVisible()
    await expect(cover.getByRole('button', { name: 'Cerca', exact: true })).toBeVisible()
    await expect(cover.getByRole('tab')).toHaveCount(0)
    expect(await holding(scripts, PANEL_CODE)).toEqual([])
    const beforeTap = scripts.length

    await cover.getByRole('combobox', { name: 'Dove' }).tap()
    // The first tap opens the panel, on the where box, its list of destinations open.
    const where = cover.getByRole('combobox', { name: 'Dove' })
    await expect(cover.getByRole('button', { name: 'Asia', exact: true })).toBeVisible()
    await expect(where).toBeFocused()
    await expect(cover.getByRole('option').first()).toBeVisible()
    expect(await holding(scripts.slice(beforeTap), PANEL_CODE)).not.toEqual([])

    await page.keyboard.type(destination.name)
    await cover.getByRole('option', { name: new RegExp(`^${destination.name}`) }).tap()
    await expect(where).toHaveValue(destination.name)
    await cover.getByRole('button', { name: 'Cerca', exact: true }).tap()
    await expect(page).toHaveURL(new RegExp(`/it/cerca\\?.*destinationId%5B%5D=${destination.id}`))
  })

  test('a keyboard user tabbing to the cover’s where box gets the panel there, and what they type', async ({ page, request }) => {
    const destination = await busiestDestination(request)
    const scripts = recordScripts(page)
    await loadAndSettle(page, '/it')
    const cover = page.locator('#search-bar')
    await expect(page.locator('[data-block-type="searchBar"]')).toHaveAttribute('data-hydrated', 'true')
    expect(await holding(scripts, PANEL_CODE)).toEqual([])

    // Tab until the where box has the focus (the closed one, or the panel's if it came already).
    const inWhere = () => page.evaluate(() => document.activeElement?.closest('#search-bar .search-bar__where') != null)
    for (let step = 0; step < 60 && !(await inWhere()); step++) await page.keyboard.press('Tab')
    await page.keyboard.type(destination.name.slice(0, 3))
    const where = cover.getByRole('combobox', { name: 'Dove' })
    await expect(cover.getByRole('tab', { name: 'Date' })).toBeVisible()
    await expect(where).toBeFocused()
    await expect(where).toHaveValue(destination.name.slice(0, 3))
    await page.keyboard.type(destination.name.slice(3))
    await expect(cover.getByRole('option').first()).toContainText(destination.name)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(where).toHaveValue(destination.name)
    expect(await holding(scripts, PANEL_CODE)).not.toEqual([])
  })

  test('the header’s search layer is fetched on the trigger’s first tap, which opens it', async ({ page }) => {
    const scripts = recordScripts(page)
    await loadAndSettle(page, '/it/viaggi')
    expect(await holding(scripts, LAYER_CODE)).toEqual([])
    await expect(page.locator('dialog.search-layer')).toHaveCount(0)

    await page.locator('.site-header__search').tap()
    const bar = page.getByRole('dialog', { name: 'Cerca viaggi' })
    await expect(bar.getByRole('combobox', { name: 'Dove' })).toBeVisible()
    await expect(page).toHaveURL(/\/it\/viaggi$/)
    expect(await holding(scripts, LAYER_CODE)).not.toEqual([])
    await page.keyboard.press('Escape')
    await expect(bar).toBeHidden()
  })
})

import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import { adminAuth, createPage, updatePage, uniqueSlug } from './api-client'
import { expect, test } from './fixtures'

/** What every public page answers (src/lib/cache/page-cache.ts: 30 s fresh, 30 s more stale). */
const PAGE_CACHE_CONTROL = 'public, s-maxage=30, stale-while-revalidate=30'

type Tour = { id: number; url: string; travel: { id: number; url: string } }

async function someTour(request: APIRequestContext): Promise<Tour> {
  const response = await request.post('/api/v1/tours?edition=it', { data: { status: ['CONFIRMED', 'ALMOST_FULL'], show: 20 } })
  return ((await response.json()) as { data: Tour[] }).data[0]!
}

/** Asks twice: the second answer must come from Next's page cache (its `x-nextjs-cache` header says so). */
async function cachedTwice(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  await request.get(path, { headers, maxRedirects: 0 })
  return request.get(path, { headers, maxRedirects: 0 })
}

function expectShareable(response: APIResponse, path: string) {
  const headers = response.headers()
  expect(headers['cache-control'], path).toBe(PAGE_CACHE_CONTROL)
  expect(headers['set-cookie'], path).toBeUndefined()
  expect(
    response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie'),
    path,
  ).toEqual([])
  // A critical client hint would make a browser send its first request twice; the admin's theme hint stays in the admin.
  expect(headers['critical-ch'], path).toBeUndefined()
  expect(headers.vary ?? '', path).not.toContain('Sec-CH')
}

/** The page's layout shifts not caused by input (CLS as the browser records it), with what moved. */
/** A moved element of the header, by its class (`main-nav`, `site-header__…`, `user-area…`). */
const insideHeader = (line: string) => /^(main-nav|site-header|user-area|logo)/.test(line)

function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        const shift = { total: 0, moved: [] as string[] }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number
              hadRecentInput: boolean
              sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
            }
          >) {
            if (entry.hadRecentInput) continue
            shift.total += entry.value
            for (const source of entry.sources)
              shift.moved.push(
                `${(source.node as Element | null)?.className || source.node?.nodeName} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
              )
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(shift), 500)
      }),
  )
}

/**
 * No shift of the kind a banner makes: one shown or hidden after the first paint moves the header
 * and the content below it down or up by its height.
 */
async function expectNoBannerShift(page: Page) {
  const shift = await layoutShift(page)
  expect(
    shift.moved.filter((line) => /^(site-header|site-main)( |$)/.test(line)),
    shift.moved.join('\n'),
  ).toEqual([])
}

test.describe('pages served from cache', () => {
  test('every kind of public page comes from the cache the second time: public, with a validator, no cookie', async ({ request }) => {
    const slug = uniqueSlug('cached-page')
    await createPage(request, 'it', { title: 'Pagina in cache', slug, blocks: [] })
    const tour = await someTour(request)
    const pages = [
      '/it',
      '/it/contatti',
      `/it/${slug}`,
      '/it/viaggi',
      '/it/viaggi-asia',
      tour.travel.url,
      tour.url,
      '/en',
      '/de/reiseziele',
    ]
    for (const path of pages) {
      const response = await cachedTwice(request, path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['x-nextjs-cache'], path).toBe('HIT')
      expectShareable(response, path)
      const etag = response.headers().etag
      expect(etag, path).toBeTruthy()
      const revalidated = await request.get(path, { headers: { 'if-none-match': etag! } })
      expect(revalidated.status(), path).toBe(304)
    }
    const missing = await cachedTwice(request, `/it/nessuna-pagina-${Date.now()}`)
    expect(missing.status()).toBe(404)
    expect(missing.headers()['x-nextjs-cache']).toBe('HIT')
    expectShareable(missing, '404')
  })

  test('a query string is the same cached page', async ({ request }) => {
    await cachedTwice(request, '/it/viaggi')
    const filtered = await request.get(`/it/viaggi?durations[]=MAX_6&q=${Date.now()}`)
    expect(filtered.headers()['x-nextjs-cache']).toBe('HIT')
  })

  test('a first visit gets its device id and edition from the browser, not from the page response', async ({ page }) => {
    const response = await page.goto('/es')
    expect(await response!.headerValue('set-cookie')).toBeNull()
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === '_device_id')?.value)
      .toMatch(/^[0-9a-f-]{36}$/)
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === '_device_id')?.sameSite).toBe('Lax')
    expect(cookies.find((cookie) => cookie.name === 'edition')?.value).toBe('es-ES')
    // A returning visitor's bare address leads to their edition (a redirect that is never cached).
    const home = await page.request.get('/', { maxRedirects: 0 })
    expect(home.headers().location).toBe('/es')
    expect(home.headers()['cache-control']).toBe('private, no-store')
  })
})

test.describe('variants decided before the render', () => {
  test('each currency shows its prices: the cookie, else the country, else the edition’s', async ({ page }) => {
    const currency = page.locator('.site-header__currency')
    await page.goto('/en')
    await expect(currency).toHaveText('EUR')
    await page.context().addCookies([{ name: 'currency', value: 'GBP', url: page.url() }])
    await page.goto('/en')
    await expect(currency).toHaveText('GBP')
    await page.context().clearCookies()
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'GB' })
    await page.goto('/en')
    await expect(currency).toHaveText('GBP')
    // Italy offers euros only: a British visitor sees euros there, and the notice of their own currency.
    await page.goto('/it')
    await expect(page.locator('.site-footer__currency-notice')).toContainText('GBP')
    await page.setExtraHTTPHeaders({})
    await page.goto('/it')
    await expect(page.locator('.site-footer__currency-notice')).toHaveCount(0)
  })

  test('the same page in two currencies is two cache entries, each served to its own visitors', async ({ request }) => {
    const euros = await cachedTwice(request, '/en/destinations')
    const pounds = await cachedTwice(request, '/en/destinations', { cookie: 'currency=GBP' })
    expect([euros.headers()['x-nextjs-cache'], pounds.headers()['x-nextjs-cache']]).toEqual(['HIT', 'HIT'])
    expect(await euros.text()).toContain('site-header__currency">EUR<')
    expect(await pounds.text()).toContain('site-header__currency">GBP<')
  })
})

test.describe('personal state in the browser', () => {
  test('a closed banner stays hidden on the next page, without a flash or a layout shift', async ({ page, request }) => {
    const headers = await adminAuth(request)
    const stamp = Date.now()
    const created: number[] = []
    // What the banners look like when the document is parsed, before anything of the page's JavaScript ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { firstBanners: string[] }).firstBanners = [...document.querySelectorAll<HTMLElement>('.banner-bar')]
          .filter((bar) => getComputedStyle(bar).display !== 'none')
          .map((bar) => bar.querySelector('.banner-bar__message')?.textContent ?? '')
      })
    })
    const firstBanners = () => page.evaluate(() => (window as unknown as { firstBanners: string[] }).firstBanners)
    try {
      for (const [order, name] of [
        [-20, 'first'],
        [-19, 'second'],
      ] as const) {
        const response = await request.post('/api/banners', {
          headers,
          data: {
            name: `${name} ${stamp}`,
            edition: 'de',
            order,
            message: `${name} ${stamp}`,
            routes: { match: ['/', '/*'] },
            closable: true,
          },
        })
        expect(response.ok(), await response.text()).toBe(true)
        created.push((await response.json()).doc.id)
      }
      // Served from the cache, as visitors get them (a first render streams in pieces).
      for (const path of ['/de', '/de/reiseziele', '/de/kontakt']) await cachedTwice(request, path)
      const visible = page.locator('.banner-bar:visible')
      await page.goto('/de')
      expect(await firstBanners()).toEqual([`first ${stamp}`])
      await visible.getByRole('button').click()
      await expect(visible).toHaveCount(0)

      await page.goto('/de/reiseziele')
      expect(await firstBanners()).toEqual([`second ${stamp}`])
      await expect(visible.locator('.banner-bar__message')).toHaveText(`second ${stamp}`)
      await expectNoBannerShift(page)
      await visible.getByRole('button').click()

      await page.goto('/de/kontakt')
      expect(await firstBanners()).toEqual([])
      await expect(page.locator('.banner-bar')).toHaveCount(2)
      await expect(visible).toHaveCount(0)
      await expectNoBannerShift(page)
    } finally {
      for (const id of created) await request.delete(`/api/banners/${id}`, { headers })
    }
  })
})

test.describe('listing filters in the address', () => {
  test('are the same cached page, applied in the browser without moving anything', async ({ page, request }) => {
    const plain = await cachedTwice(request, '/it/viaggi')
    const filtered = await request.get('/it/viaggi?durations[]=MAX_6&sort=price:asc')
    expect(await filtered.text()).toBe(await plain.text())

    await page.goto('/it/viaggi?durations[]=MAX_6&sort=price:asc')
    const listing = page.locator('[data-block-type="listing"]').first()
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    await expect
      .poll(async () =>
        (await listing.locator('.card__meta').allTextContents()).every((text) => Number(text.match(/(\d+)\s*giorn/)![1]) <= 6),
      )
      .toBe(true)
    await expect(listing.locator('.b-listing__results')).toBeVisible()
    // Nothing of the page's content moves as the filtered results take the cached ones' place. The
    // footer (far below on a phone, on some loads painted before the results' space is known) and the
    // header (outside the listing; its own layout at load is not what this checks) are left out.
    const shift = await layoutShift(page)
    expect(
      shift.moved.filter((line) => !line.startsWith('site-footer ') && !insideHeader(line)),
      shift.moved.join('\n'),
    ).toEqual([])
  })
})

test.describe('edits reach the cached pages at once', () => {
  test('a tour’s new price shows on its cached page with the next request', async ({ page, request }) => {
    const headers = await adminAuth(request)
    const tour = await someTour(request)
    await cachedTwice(request, tour.url)
    const current = await (await request.get(`/api/tours/${tour.id}?depth=0`, { headers })).json()
    const price = current.prices.eur.basePrice - 1_100
    const saved = await request.patch(`/api/tours/${tour.id}`, {
      headers,
      data: { prices: { ...current.prices, eur: { basePrice: current.prices.eur.basePrice, price } } },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    await page.goto(tour.url)
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { dataLayer?: Array<{ event: string; ecommerce?: { value: number } }> }).dataLayer?.find(
              (event) => event.event === 'view_item',
            )?.ecommerce?.value,
        ),
      )
      .toBe(price / 100)
  })

  test('a deleted page leaves the cache of every edition, not only the one it was deleted from', async ({ request }) => {
    const slug = uniqueSlug('deleted-everywhere')
    const doc = await createPage(request, 'it', { title: 'Pagina da cancellare', slug, blocks: [] })
    await updatePage(request, doc.id, 'en', { title: 'Page to delete', slug, _status: 'published' })
    for (const path of [`/it/${slug}`, `/en/${slug}`])
      expect((await cachedTwice(request, path)).headers()['x-nextjs-cache'], path).toBe('HIT')
    const deleted = await request.delete(`/api/pages/${doc.id}?locale=it`, { headers: await adminAuth(request) })
    expect(deleted.ok(), await deleted.text()).toBe(true)
    for (const path of [`/it/${slug}`, `/en/${slug}`]) expect((await request.get(path)).status(), path).toBe(404)
  })

  test('a header change shows on the cached pages of its edition with the next request', async ({ page, request }) => {
    const headers = await adminAuth(request)
    await cachedTwice(request, '/fr')
    const header = await (await request.get('/api/globals/header?locale=fr&depth=0', { headers })).json()
    const label = `Menu ${Date.now()}`
    const menu = [{ ...header.menu[0], label }, ...header.menu.slice(1)]
    const saved = await request.post('/api/globals/header?locale=fr', { headers, data: { menu, _status: 'published' } })
    expect(saved.ok(), await saved.text()).toBe(true)
    await page.goto('/fr')
    await expect(page.locator('.site-header').getByText(label).first()).toBeAttached()
  })

  test('a header draft leaves the cached pages as visitors have them', async ({ request }) => {
    const headers = await adminAuth(request)
    await cachedTwice(request, '/es')
    const header = await (await request.get('/api/globals/header?locale=es&depth=0', { headers })).json()
    const label = `Draft menu ${Date.now()}`
    const saved = await request.post('/api/globals/header?locale=es&draft=true', {
      headers,
      data: { menu: [{ ...header.menu[0], label }, ...header.menu.slice(1)], _status: 'draft' },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    const next = await request.get('/es')
    expect(next.headers()['x-nextjs-cache']).toBe('HIT')
    expect(await next.text()).not.toContain(label)
  })
})

test.describe('preview', () => {
  test('draft mode shows an editor the draft, never from or into the cache; visitors keep the published page', async ({
    page,
    browser,
    request,
  }) => {
    const slug = uniqueSlug('preview-cache')
    const path = `/en/${slug}`
    const doc = await createPage(request, 'en', { title: 'Published version', slug, blocks: [] })
    await cachedTwice(request, path)
    await updatePage(request, doc.id, 'en', { title: 'Draft version' }, true)

    const login = await page.request.post('/api/users/login', { data: E2E_ADMIN })
    expect(login.ok()).toBe(true)
    await page.goto(`/preview?path=${encodeURIComponent(path)}`)
    await expect(page).toHaveTitle(/Draft version/)
    const preview = await page.evaluate(async (address) => {
      const response = await fetch(address)
      return { cacheControl: response.headers.get('cache-control'), text: await response.text() }
    }, path)
    // Rendered for the editor (the draft) and private; Next labels it `x-nextjs-cache: HIT` all the same.
    expect(preview.cacheControl).toMatch(/^private, no-cache, no-store/)
    expect(preview.text).toContain('Draft version')

    const visitor = await browser.newPage()
    const response = await visitor.goto(path)
    expect(response!.headers()['x-nextjs-cache']).toBe('HIT')
    await expect(visitor).toHaveTitle(/Published version/)
    await visitor.close()
  })
})

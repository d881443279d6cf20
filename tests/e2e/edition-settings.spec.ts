import type { APIRequestContext } from '@playwright/test'
import { adminAuth } from './api-client'
import { expect, test } from './fixtures'

type EditionDoc = { id: number; code: string; weekStartsOn: '0' | '1'; disabledRoutes?: string[] | null }

async function editionDoc(request: APIRequestContext, headers: Record<string, string>, code: string): Promise<EditionDoc> {
  const response = await request.get(`/api/editions?where[code][equals]=${code}&depth=0`, { headers })
  return ((await response.json()) as { docs: EditionDoc[] }).docs[0]!
}

async function saveEdition(request: APIRequestContext, headers: Record<string, string>, id: number, data: Partial<EditionDoc>) {
  const saved = await request.patch(`/api/editions/${id}`, { headers, data })
  expect(saved.ok(), await saved.text()).toBe(true)
}

test.describe('edition settings as admins save them are the ones the site uses', () => {
  test('a route an admin switches off answers 404 and leaves the menus, hreflang and the sitemap', async ({ page, request }) => {
    const headers = await adminAuth(request)
    const german = await editionDoc(request, headers, 'de')
    const area = '/de/ozeanien-reisen'
    await page.goto('/it')
    await expect(page.locator(`link[rel="alternate"][hreflang="de-DE"]`)).toHaveAttribute('href', /\/de$/)
    await page.goto('/de')
    await expect(page.locator(`.site-header a[href="${area}"]`).first()).toBeAttached()
    expect(await (await request.get('/sitemaps/de.xml')).text()).toContain(`${area}</loc>`)

    await saveEdition(request, headers, german.id, { disabledRoutes: [...(german.disabledRoutes ?? []), 'area-oceania'] })
    try {
      expect((await request.get(area)).status()).toBe(404)
      await page.goto('/de')
      await expect(page.locator('.site-header')).toBeAttached()
      // Menus link routes; a URL an editor typed into a block's text stays as written.
      await expect(page.locator(`.site-header a[href="${area}"], .site-footer a[href="${area}"]`)).toHaveCount(0)
      expect(await (await request.get('/sitemaps/de.xml')).text()).not.toContain(`${area}</loc>`)
      // The Italian page of the same route no longer names a German counterpart.
      await page.goto('/it/viaggi-oceania')
      await expect(page.locator('link[rel="alternate"][hreflang="it-IT"]')).toBeAttached()
      await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveCount(0)
    } finally {
      await saveEdition(request, headers, german.id, { disabledRoutes: german.disabledRoutes ?? [] })
    }
    expect((await request.get(area)).status()).toBe(200)
  })

  test('the week start an admin sets is the one the departure calendar uses', async ({ page, request }) => {
    const headers = await adminAuth(request)
    const italian = await editionDoc(request, headers, 'it')
    const travels = await request.post('/api/v1/travels/paginated?edition=it', { data: { perPage: 1, hasTours: true } })
    const travel = ((await travels.json()) as { data: { data: Array<{ url: string }> } }).data.data[0]!
    const weekdays = page.locator('[data-block-type="calendar"] .b-calendar__weekdays').first()

    await page.goto(travel.url)
    await expect(weekdays.locator('li').first()).toHaveText('lun')
    await saveEdition(request, headers, italian.id, { weekStartsOn: '0' })
    try {
      await page.goto(travel.url)
      await expect(weekdays.locator('li').first()).toHaveText('dom')
      // A month's first day sits in its weekday's column, counted from Sunday now.
      const month = page.locator('[data-block-type="calendar"] .b-calendar__month').first()
      const label = await month.getAttribute('data-month')
      const expectedColumn = new Date(`${label}-01T12:00:00Z`).getUTCDay() + 1
      const column = await month
        .locator('.b-calendar__grid > li')
        .first()
        .evaluate((cell) => getComputedStyle(cell).gridColumnStart)
      expect(column === 'auto' ? 1 : Number(column)).toBe(expectedColumn)
    } finally {
      await saveEdition(request, headers, italian.id, { weekStartsOn: italian.weekStartsOn })
    }
  })
})

import type { APIRequestContext } from '@playwright/test'
import { adminAuth } from './api-client'
import { expect, refuseConsent, test } from './fixtures'

const PAGE = '/it/come-funziona'

/** Saves the `geolocation-redirect` flag with one rule for visitors of `country`; returns its id. */
async function flagFor(request: APIRequestContext, country: string, value: Record<string, unknown>) {
  const headers = await adminAuth(request)
  const saved = await request.post('/api/feature-flags', {
    headers,
    data: { key: 'geolocation-redirect', defaultValue: null, rules: [{ countries: [country], coverage: 100, value }] },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const { id } = ((await saved.json()) as { doc: { id: number } }).doc
  return () => request.delete(`/api/feature-flags/${id}`, { headers })
}

test.describe('the geolocation-redirect flag', () => {
  test('offers a visitor from Germany on /it the German site, same page, and remembers a refusal', async ({ browser, request }) => {
    const remove = await flagFor(request, 'DE', { showRedirectPopup: true, reference: 'summer' })
    try {
      const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'DE' } })
      await refuseConsent(context)
      const page = await context.newPage()
      await page.goto(PAGE)
      const offer = page.getByRole('dialog', { name: 'Il tuo paese: Germania' })
      await expect(offer).toBeVisible()
      const counterpart = await page.locator('link[rel="alternate"][hreflang="de-DE"]').getAttribute('href')
      expect(counterpart).toMatch(/\/de\//)
      await expect(offer.getByRole('link', { name: 'Vai al sito Deutschland' })).toHaveAttribute('href', counterpart!)
      await expect(offer.getByRole('link', { name: 'Vai al sito Deutschland' })).toBeFocused()
      await offer.getByRole('button', { name: 'Resta su Italia' }).click()
      await expect(offer).toHaveCount(0)
      await page.reload()
      await expect
        .poll(async () => (await page.evaluate(() => window.dataLayer ?? [])).some((entry) => entry.event === 'page_change'))
        .toBe(true)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await context.close()

      // A visitor from Italy is on their own edition: nothing is offered.
      const italian = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'IT' } })
      await refuseConsent(italian)
      const home = await italian.newPage()
      await home.goto(PAGE)
      await expect
        .poll(async () => (await home.evaluate(() => window.dataLayer ?? [])).some((entry) => entry.event === 'page_change'))
        .toBe(true)
      await expect(home.getByRole('dialog')).toHaveCount(0)
      await italian.close()
    } finally {
      await remove()
    }
  })

  test('sends a visitor from France straight to the same page of the French site when it names a destination', async ({
    browser,
    request,
  }) => {
    const remove = await flagFor(request, 'FR', { redirectDestination: 'fr' })
    try {
      const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'FR' } })
      await refuseConsent(context)
      const page = await context.newPage()
      await page.goto(PAGE)
      await page.waitForURL(/\/fr\//)
      expect(new URL(page.url()).pathname).toBe('/fr/comment-ca-marche')
      await expect(page.locator('html')).toHaveAttribute('lang', /^fr/)
      await context.close()
    } finally {
      await remove()
    }
  })
})

import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'
import { E2E_BASE_URL, E2E_THIRD_PARTIES } from '../support/e2e-server'
import { expect, test } from './fixtures'

const PAGE = '/it/come-funziona'
const CONTAINER = `https://www.googletagmanager.com/gtm.js?id=${E2E_THIRD_PARTIES.GTM_ID}`

/** Every request the page makes to another host than the site's. */
function thirdPartyRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== E2E_BASE_URL && !request.url().startsWith('data:')) requests.push(request)
  })
  return requests
}

/** The container's script, answered here (the suite has no network): it notes that it ran. */
async function answerContainer(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.dataLayer.push({ event: "container_ran" })' }),
  )
}

/** The page's first idle moment has passed: its idle parts (the consent manager among them) are mounted. */
async function idlePartsMounted(page: Page) {
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'page_change'))).toBe(true)
}

/** The Consent Mode commands pushed so far, as [command, kind, signals] lists. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as unknown as ArrayLike<unknown>)).filter((entry) => entry[0] === 'consent'),
  ) as Promise<Array<[string, string, Record<string, string>]>>

test.describe('consent to the tag manager', () => {
  test.use({ consentAnswered: false })

  test('a refusal loads no tag manager and makes no third-party request, now or on the next page', async ({ page }) => {
    const outside = thirdPartyRequests(page)
    await page.goto(PAGE)
    const banner = page.getByRole('dialog', { name: 'I cookie di questo sito' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute('href', /\/it\//)
    const axe = await new AxeBuilder({ page }).include('.consent-banner').analyze()
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id),
    ).toEqual([])
    await banner.getByRole('button', { name: 'Rifiuta tutti' }).click()
    await expect(banner).toHaveCount(0)

    await page.reload()
    await idlePartsMounted(page)
    await expect(page.getByRole('dialog', { name: 'I cookie di questo sito' })).toHaveCount(0)
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
    expect(await consentCommands(page)).toEqual([])
    expect(outside.map((request) => request.url())).toEqual([])
  })

  test('an acceptance requests the container with Consent Mode v2 granted, and is remembered', async ({ page }) => {
    await answerContainer(page)
    await page.goto(PAGE)
    await idlePartsMounted(page)
    const containerRequest = page.waitForRequest(CONTAINER)
    await page.getByRole('dialog', { name: 'I cookie di questo sito' }).getByRole('button', { name: 'Accetta tutti' }).click()
    await containerRequest
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'container_ran'))).toBe(true)
    const [defaults, update] = await consentCommands(page)
    expect(defaults).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ])
    expect(update).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ])
    // The events pushed before the answer wait in the data layer: the container reads them when it starts.
    const order = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event))
    expect(order.indexOf('page_change')).toBeGreaterThanOrEqual(0)
    expect(order.indexOf('page_change')).toBeLessThan(order.indexOf('gtm.js'))

    // The next page asks nothing and loads the container at once.
    const again = page.waitForRequest(CONTAINER)
    await page.reload()
    await again
    await idlePartsMounted(page)
    await expect(page.getByRole('dialog', { name: 'I cookie di questo sito' })).toHaveCount(0)
  })

  test('a choice per purpose, changed later from the footer: analytics only, then nothing', async ({ page }) => {
    await answerContainer(page)
    await page.goto(PAGE)
    const banner = page.getByRole('dialog', { name: 'I cookie di questo sito' })
    await banner.getByRole('button', { name: 'Scegli' }).click()
    const analytics = banner.getByRole('checkbox', { name: /Statistiche/ })
    await expect(analytics).toBeFocused()
    await expect(banner.getByRole('checkbox', { name: /Necessari/ })).toBeDisabled()
    await analytics.check()
    const containerRequest = page.waitForRequest(CONTAINER)
    await banner.getByRole('button', { name: 'Salva le mie scelte' }).click()
    await containerRequest
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ])

    // The footer's cookie settings show the choice and change it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Impostazioni cookie' }).click()
    const settings = page.getByRole('dialog', { name: 'Impostazioni cookie' })
    await expect(settings.getByRole('checkbox', { name: /Statistiche/ })).toBeChecked()
    await expect(settings.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked()
    await settings.getByRole('checkbox', { name: /Statistiche/ }).uncheck()
    await settings.getByRole('button', { name: 'Salva le mie scelte' }).click()
    await expect(settings).toHaveCount(0)
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ])

    // Refused from now on: the next page loads no container.
    const outside = thirdPartyRequests(page)
    await page.reload()
    await idlePartsMounted(page)
    expect(outside.map((request) => request.url())).toEqual([])
  })

  test('a browser that asks not to be tracked is never asked and never gets the container', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }))
    const outside = thirdPartyRequests(page)
    await page.goto(PAGE)
    await idlePartsMounted(page)
    await expect(page.getByRole('dialog', { name: 'I cookie di questo sito' })).toHaveCount(0)

    await page.getByRole('contentinfo').getByRole('button', { name: 'Impostazioni cookie' }).click()
    const settings = page.getByRole('dialog', { name: 'Impostazioni cookie' })
    await expect(settings.getByRole('note')).toContainText('Il tuo browser chiede ai siti di non tracciarti')
    await expect(settings.getByRole('checkbox', { name: /Statistiche/ })).toBeDisabled()
    expect(outside.map((request) => request.url())).toEqual([])
  })
})

import { E2E_BASE_URL } from '../support/e2e-server'
import { frameworkScripts, ownScripts } from '../support/framework-scripts'
import { pageKinds, travelPages, type PageKind } from '../support/page-kinds'
import { scriptsBeforeIdle, totalTransferred } from '../support/page-scripts'
import { BUDGETS } from './budgets'
import { expect, test } from './fixtures'
import { islandsBeforeTrigger } from './island-triggers'

/** The phone the JavaScript budgets are measured on. */
const PHONE = { width: 390, height: 844 }
/** The phone the calendar's height is measured on. */
const SMALL_PHONE = { width: 375, height: 812 }
const KINDS: PageKind[] = ['home', 'listing', 'search', 'travel', 'tour']

test.describe('page budgets (tests/e2e/budgets.ts)', { tag: '@budgets' }, () => {
  for (const kind of KINDS) {
    test(`${kind}: JavaScript requested before the first idle moment at 390 px`, async ({ page }) => {
      const path = (await pageKinds(E2E_BASE_URL))[kind]
      await page.setViewportSize(PHONE)
      const beforeIdle = await scriptsBeforeIdle(page, path)
      const own = ownScripts(beforeIdle, frameworkScripts())
      const listed = (scripts: typeof beforeIdle) => scripts.map((script) => `${script.path} ${script.transferred} B`).join(', ')
      expect
        .soft(totalTransferred(beforeIdle), `${kind} (${path}): bytes of JavaScript before idle, compressed (${listed(beforeIdle)})`)
        .toBeLessThanOrEqual(BUDGETS.javascriptBeforeIdle)
      expect
        .soft(totalTransferred(own), `${kind} (${path}): bytes of the product's own JavaScript before idle, compressed (${listed(own)})`)
        .toBeLessThanOrEqual(BUDGETS.ownJavascriptBeforeIdle)
    })

    test(`${kind}: no block's island script is requested before its trigger`, async ({ page }) => {
      const path = (await pageKinds(E2E_BASE_URL))[kind]
      await page.setViewportSize(PHONE)
      expect(await islandsBeforeTrigger(page, path), `${kind} (${path}): islands fetched before their trigger`).toEqual([])
    })
  }

  test('HTML of each page kind, uncompressed', async ({ request }) => {
    const kinds = await pageKinds(E2E_BASE_URL)
    for (const kind of KINDS) {
      const response = await request.get(kinds[kind])
      expect(response.status()).toBe(200)
      const bytes = (await response.body()).length
      expect.soft(bytes, `${kind} (${kinds[kind]}): bytes of HTML`).toBeLessThanOrEqual(BUDGETS.html[kind])
    }
  })

  test('HTML of the heaviest of 100 travel pages, uncompressed', async ({ request }) => {
    test.setTimeout(300_000)
    let heaviest = { path: '', bytes: 0 }
    for (const path of await travelPages(E2E_BASE_URL, 100)) {
      const bytes = (await (await request.get(path)).body()).length
      if (bytes > heaviest.bytes) heaviest = { path, bytes }
    }
    expect(heaviest.bytes, `the heaviest travel page (${heaviest.path}): bytes of HTML`).toBeLessThanOrEqual(BUDGETS.heaviestTravelHtml)
  })

  test('the departure calendar on a 375×812 phone', async ({ page }) => {
    const path = (await pageKinds(E2E_BASE_URL)).travel
    await page.setViewportSize(SMALL_PHONE)
    await page.goto(path)
    const calendar = page.locator('[data-block-type="calendar"]').first()
    await calendar.scrollIntoViewIfNeeded()
    await expect(calendar).toHaveAttribute('data-hydrated', 'true')
    await page.waitForLoadState('networkidle')
    const height = (await calendar.boundingBox())!.height
    expect(height, `${path}: the calendar's height in px (${(height / SMALL_PHONE.height).toFixed(2)} screens)`).toBeLessThanOrEqual(
      BUDGETS.calendarScreens * SMALL_PHONE.height,
    )
  })
})

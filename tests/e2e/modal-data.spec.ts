import type { Page, Request } from '@playwright/test'
import { E2E_BASE_URL } from '../support/e2e-server'
import { pageKinds } from '../support/page-kinds'
import { createPage, uniqueSlug, updatePage } from './api-client'
import { expect, test } from './fixtures'

/** The Italian advisors' phone line and the German edition's community message (seed/content/contacts.ts, seed/layout.ts). */
const ITALIAN_PHONE = '390287345120'
const GERMAN_COMMUNITY = 'Die größte Reise-Community Deutschlands'
const MODAL_DATA = /\/api\/v1\/layouts\/modals\?/

/** The requests for the modals' data the page makes from now on. */
function modalDataRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => MODAL_DATA.test(request.url()) && requests.push(request))
  return requests
}

test.describe('the modals’ data loads when a modal opens, not with the page', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a travel page’s HTML carries neither the contacts nor the country list; the modals show them once opened, the country menu linking the translated travel', async ({
    page,
    request,
  }) => {
    const { travel } = await pageKinds(E2E_BASE_URL)
    const html = await (await request.get(travel)).text()
    expect(html).not.toContain(ITALIAN_PHONE)
    expect(html).not.toContain(GERMAN_COMMUNITY)

    const requests = modalDataRequests(page)
    await page.goto(travel)
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    expect(requests, 'no request before a modal opens').toHaveLength(0)

    const talk = page.locator('.site-header__talk')
    await talk.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator(`a[href="tel:+${ITALIAN_PHONE}"]`)).toBeVisible()
    await expect(dialog.locator('.contact-action').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(talk).toBeFocused()

    const german = new URL((await page.locator('link[rel="alternate"][hreflang="de-DE"]').getAttribute('href'))!).pathname
    expect(german).toMatch(/^\/de\/reiseziele\/[a-z0-9-]+$/)
    await page.locator('.site-header__settings').click()
    await expect(dialog.locator('.country-menu__link').first()).toHaveAttribute('aria-current', 'true')
    await expect(dialog.locator('.country-menu__link').first()).toBeFocused()
    await expect(dialog.locator('.country-menu__link[hreflang="it"]')).toHaveAttribute('href', travel)
    await expect(dialog.locator('.country-menu__link[hreflang="de"]')).toHaveAttribute('href', german)
    await expect(dialog.getByText(GERMAN_COMMUNITY)).toBeVisible()
    // One request served both modals.
    expect(requests).toHaveLength(1)
    await dialog.locator('.country-menu__link[hreflang="de"]').click()
    await expect(page).toHaveURL(new RegExp(`${german}$`))
  })

  test('the country menu links an edition without the page to its home, one with a translation to it', async ({ page, request }) => {
    const slug = uniqueSlug('solo-in-italiano')
    const created = await createPage(request, 'it', {
      title: 'Solo in italiano',
      slug,
      blocks: [{ blockType: 'html', html: '<p>Ciao</p>' }],
    })
    await updatePage(request, created.id, 'en', { title: 'Also in English', slug: `${slug}-en`, _status: 'published' })
    await page.goto(`/it/${slug}?modal=language`)
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator('.country-menu__link[hreflang="it"]')).toHaveAttribute('href', `/it/${slug}`)
    await expect(dialog.locator('.country-menu__link[hreflang="en"]')).toHaveAttribute('href', `/en/${slug}-en`)
    for (const edition of ['es', 'fr', 'de', 'intl']) {
      await expect(dialog.locator(`.country-menu__link[hreflang="${edition}"]`)).toHaveAttribute('href', `/${edition}`)
    }
    await expect(dialog.locator('.country-menu__link[hreflang="us"]')).toHaveCount(0)
  })
})

test.describe('while the modals’ data loads, and when it fails', () => {
  test.use({ viewport: { width: 1280, height: 800 }, expectedConsoleErrors: [/status of 503/] })

  test('the modal shows a loading state, then an error with a retry that loads it; the focus follows', async ({ page }) => {
    let answer: (() => void) | null = null
    let calls = 0
    await page.route(MODAL_DATA, async (route) => {
      calls++
      if (calls === 1) {
        await new Promise<void>((resolve) => (answer = resolve))
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ key: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.', extra: {} }),
        })
      } else await route.continue()
    })
    await page.goto('/it?modal=talk-to-us')
    const dialog = page.getByRole('dialog')
    const loading = dialog.getByRole('status')
    await expect(loading).toHaveText('Caricamento…')
    await expect(loading).toBeFocused()
    await expect.poll(() => answer !== null).toBe(true)
    answer!()
    await expect(dialog.getByRole('alert')).toContainText('Non è stato possibile caricare')
    const retry = dialog.getByRole('button', { name: 'Riprova' })
    await expect(retry).toBeFocused()
    await retry.click()
    await expect(dialog.locator(`a[href="tel:+${ITALIAN_PHONE}"]`)).toBeVisible()
    await expect(dialog.locator('.contact-action').first()).toBeFocused()
    expect(calls).toBe(2)
  })
})

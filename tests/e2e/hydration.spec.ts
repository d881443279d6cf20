import type { Locator, Page } from '@playwright/test'
import { E2E_BASE_URL } from '../support/e2e-server'
import { paragraphText } from '../support/lexical'
import { pageKinds } from '../support/page-kinds'
import { createPage, uniqueSlug } from './api-client'
import { expect, nextFrames, scrollThrough, test } from './fixtures'

function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** Scrolls down in small steps until the block has hydrated (its island came near and loaded). */
async function scrollUntilHydrated(page: Page, block: Locator) {
  // Blocks above it hydrate on the way (their chunks are requested too): scroll until it has.
  for (let step = 0; step < 100 && (await block.getAttribute('data-hydrated')) !== 'true'; step++) {
    await page.mouse.wheel(0, 100)
    await nextFrames(page)
  }
  await expect(block).toHaveAttribute('data-hydrated', 'true')
}

async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // The shifts so far, from the observer's buffer at once (none is a valid answer).
        const observer = new PerformanceObserver(() => {})
        observer.observe({ type: 'layout-shift', buffered: true })
        const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>
        observer.disconnect()
        resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0))
      }),
  )
}

test.describe('lazy hydration', () => {
  test('below-the-fold islands fetch their JavaScript only when they come into view', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 600 })
    const scripts = recordScripts(page)
    await page.goto('/en')
    await page.waitForLoadState('networkidle')
    // The home's top sellers: a listing whose cards the carousel island draws.
    const carousel = page.locator('[data-block-type="listing"][data-hydration="visible"]').first()
    const faq = page.locator('[data-block-type="faq"]')
    await expect(carousel).not.toHaveAttribute('data-hydrated', 'true')
    await expect(faq).not.toHaveAttribute('data-hydrated', 'true')
    const beforeScroll = scripts.length

    await scrollUntilHydrated(page, carousel)
    const carouselChunks = scripts.slice(beforeScroll)
    expect(carouselChunks.length, 'the carousel fetched its chunk on scroll').toBeGreaterThan(0)
    await expect(faq).not.toHaveAttribute('data-hydrated', 'true')

    const beforeFaq = scripts.length
    await scrollUntilHydrated(page, faq)
    const faqChunks = scripts.slice(beforeFaq)
    expect(faqChunks.length, 'the FAQ fetched its chunk on scroll').toBeGreaterThan(0)

    // Neither chunk is referenced (preloaded or linked) by the server HTML.
    const html = await (await request.get('/en')).text()
    for (const chunk of [...carouselChunks, ...faqChunks]) expect(html).not.toContain(chunk.split('/').pop()!)

    await scrollThrough(page)
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.1)
  })

  test('the first block hydrates when the browser is idle, without scrolling', async ({ page, request }) => {
    const slug = uniqueSlug('idle-first')
    const faq = {
      blockType: 'faq',
      title: 'Idle FAQ',
      // Two categories: the tabs make it interactive.
      categories: [
        { name: 'General', items: [{ question: 'Is this first?', answer: paragraphText('Yes, it hydrates when idle.') }] },
        { name: 'Other', items: [{ question: 'And this?', answer: paragraphText('Also.') }] },
      ],
    }
    await createPage(request, 'en', {
      title: 'Idle first',
      slug,
      blocks: [faq, { blockType: 'html', html: '<p>Spacer</p>', customCss: 'p { min-height: 3000px }' }, { ...faq, title: 'Far below' }],
    })
    await page.setViewportSize({ width: 375, height: 600 })
    await page.goto(`/en/${slug}`)
    const [first, last] = [page.locator('[data-block-type="faq"]').first(), page.locator('[data-block-type="faq"]').last()]
    await expect(first).toHaveAttribute('data-hydration', 'idle')
    await expect(first).toHaveAttribute('data-hydrated', 'true')
    await expect(last).toHaveAttribute('data-hydration', 'visible')
    // Settled: nothing more is loading and the observers have seen the page as it stands.
    await page.waitForLoadState('networkidle')
    await nextFrames(page)
    await expect(last).not.toHaveAttribute('data-hydrated', 'true')
  })

  test('without JavaScript every block still shows its content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const faq = page.locator('[data-block-type="faq"]')
    await expect(faq.getByText('Can I travel alone?')).toBeVisible()
    await expect(page.locator('[data-block-type="listing"] .card__title').first()).toBeVisible()
    await faq.getByText('Can I travel alone?').click()
    await expect(faq.getByText('most of our travellers set off alone')).toBeVisible()
    await expect(page.locator('[data-hydrated]')).toHaveCount(0)
    await context.close()
  })

  test('without JavaScript every island of each page kind shows where it belongs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const [kind, path] of Object.entries(await pageKinds(E2E_BASE_URL))) {
      await page.goto(path)
      // A completed island left where it is: no placeholder waiting for a script to move it in.
      await expect(page.locator('[data-island] template[id^="B:"]'), `${kind} (${path})`).toHaveCount(0)
      await expect(page.locator('div[hidden][id^="S:"]'), `${kind} (${path})`).toHaveCount(0)
      for (const island of await page.locator('[data-island]').all()) {
        const type = await island.getAttribute('data-island')
        const drawn = await island.evaluate((element) => [...element.children].some((child) => child.tagName !== 'TEMPLATE'))
        expect(drawn, `${kind} (${path}): island ${type} has its server HTML`).toBe(true)
      }
      await expect(page.locator('footer #newsletter-email'), `${kind} (${path})`).toBeVisible()
    }
    await context.close()
  })
})

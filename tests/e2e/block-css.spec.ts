import type { Page } from '@playwright/test'
import { cssInScope } from '../../src/lib/css/scoped-css'
import { paragraphText } from '../support/lexical'
import { adminAuth, createPage, uniqueSlug } from './api-client'
import { expect, test } from './fixtures'

const MARK = 'rgb(1, 2, 3)'

/** The computed background of the first element each selector matches. */
const backgrounds = (page: Page, selectors: string[]) =>
  page.evaluate((list) => list.map((selector) => getComputedStyle(document.querySelector(selector)!).backgroundColor), selectors)

test.describe('block CSS', () => {
  test('a saved block’s CSS styles its block and never the page around it', async ({ page, request }) => {
    const slug = uniqueSlug('block-css')
    await createPage(request, 'en', {
      title: 'Scoped CSS',
      slug,
      blocks: [
        {
          blockType: 'richText',
          content: paragraphText('Inside the block'),
          customCss: `body & { background: ${MARK} } p { color: rgb(4, 5, 6) }`,
        },
      ],
    })
    await page.goto(`/en/${slug}`)
    const block = page.locator('[data-block-id]', { hasText: 'Inside the block' })
    await expect(block).toHaveCSS('background-color', MARK)
    await expect(block.locator('p')).toHaveCSS('color', 'rgb(4, 5, 6)')
    expect(await backgrounds(page, ['html', 'body', 'header.site-header'])).not.toContain(MARK)
  })

  test('CSS that reaches outside its block is refused when saved (400)', async ({ request }) => {
    const headers = await adminAuth(request)
    for (const customCss of [`:not(&){background:${MARK}!important}`, `body:has(&){background:${MARK}!important}`]) {
      const response = await request.post('/api/pages?locale=en&draft=true', {
        headers,
        data: {
          _status: 'draft',
          title: 'Hostile CSS',
          slug: uniqueSlug('hostile-css'),
          blocks: [{ blockType: 'html', html: '<p>x</p>', customCss }],
        },
      })
      expect(response.status(), customCss).toBe(400)
      // A production server names the field; the reason shows on the field in the admin.
      expect(await response.text(), customCss).toContain('Custom CSS')
    }
  })

  test('the block’s scope holds in Chromium even for CSS that escaped the checks', async ({ page }) => {
    for (const css of [
      `:not(&){background:${MARK}!important}`,
      `body:has(&){background:${MARK}!important}`,
      `& ~ *{background:${MARK}!important}`,
      `~ *{background:${MARK}}`,
    ]) {
      await page.setContent(
        `<html><head><style>${cssInScope(css, '[data-block-id="b"]')}</style></head>` +
          '<body><header>Header</header><div data-block-id="b"><p id="inside">in</p></div><p id="after">after</p></body></html>',
      )
      expect(await backgrounds(page, ['html', 'body', 'header', '#after']), css).not.toContain(MARK)
    }
    // The rules themselves still apply inside the block: `:not(&)` reaches the block's own content.
    await page.setContent(
      `<html><head><style>${cssInScope(`:not(&){background:${MARK}}`, '[data-block-id="b"]')}</style></head><body><div data-block-id="b"><p id="inside">in</p></div></body></html>`,
    )
    expect(await backgrounds(page, ['#inside', 'body'])).toEqual([MARK, 'rgba(0, 0, 0, 0)'])
  })
})

import { paragraphText } from '../support/lexical'
import { createPage, uniqueSlug } from './api-client'
import { expect, test } from './fixtures'

test.describe('page settings', () => {
  test('hideLayout shows only a centred logo and no footer menu; noindex drops the canonical link', async ({ page, request }) => {
    const slug = uniqueSlug('landing')
    await createPage(request, 'en', {
      title: 'Landing',
      slug,
      hideLayout: true,
      noindex: true,
      customCss: '.b-rich-text { outline: 3px solid rgb(255, 0, 0) }',
      blocks: [{ blockType: 'richText', content: paragraphText('Campaign landing page') }],
    })
    await page.goto(`/en/${slug}`)
    await expect(page.locator('header.site-header')).toHaveClass(/site-header--hidden-layout/)
    await expect(page.locator('.footer-menu')).toHaveCount(0)
    await expect(page.locator('#main-nav')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.locator('.b-rich-text')).toHaveCSS('outline-color', 'rgb(255, 0, 0)')
  })

  test('a regular page has the full shell, index robots and a canonical link', async ({ page }) => {
    await page.goto('/en/how-it-works')
    await expect(page.locator('header.site-header')).not.toHaveClass(/hidden-layout/)
    await expect(page.locator('.footer-menu')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, follow$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${new URL(page.url()).origin}/en/how-it-works`)
  })
})

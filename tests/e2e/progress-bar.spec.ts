import { expect, test } from './fixtures'

test.describe('progress bar', () => {
  test('runs while a site API call takes longer than 200 ms and stops when it answers', async ({ page }) => {
    await page.goto('/it/viaggi')
    const listing = page.locator('[data-block-type="listing"]')
    await expect(listing).toHaveAttribute('data-hydrated', 'true')
    // The listing's next call waits until the test lets it through.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/**', async (route) => {
      await held
      await route.continue()
    })
    const bar = page.locator('.progress-bar')
    await expect(bar).toHaveAttribute('data-active', 'false')
    await listing.getByLabel('Solo in offerta').check()
    await expect(bar).toHaveAttribute('data-active', 'true')
    release()
    await expect(listing.locator('.card__price-was').first()).toBeVisible()
    await expect(bar).toHaveAttribute('data-active', 'false')
  })

  test('runs while a navigation link’s page loads and stops once it shows', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-client-navigation', 'ready')
    const bar = page.locator('.progress-bar')
    await expect(bar).toHaveAttribute('data-active', 'false')
    // Every request for a route's data waits until the test lets it through.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/[?&]_rsc=/, async (route) => {
      await held
      await route.continue()
    })
    const link = page.locator('.main-nav__link').first()
    const target = await link.getAttribute('href')
    await link.click()
    await expect(bar).toHaveAttribute('data-active', 'true')
    release()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(bar).toHaveAttribute('data-active', 'false')
  })
})

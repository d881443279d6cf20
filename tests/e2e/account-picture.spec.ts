import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { customerMail } from './customer-mail'
import { expect, test } from './fixtures'

const { signInByApi } = customerMail()

const PLACEHOLDER = '/images/avatar-placeholder.svg'
const PICTURE_ADDRESS = /^\/customer-pictures\/[0-9a-f]{32}\.webp$/

const EXPECTED_CONSOLE_ERRORS = [
  // The site refuses the text file with 400: the browser reports the status.
  /status of 400 \(Bad Request\)/,
  // Playwright's trace recorder fetches the preview's blob: image for its snapshots, which the
  // site's connect-src refuses (the page itself only shows it: with tracing off this never appears).
  /Connecting to 'blob:http:\/\/localhost:\d+\/[0-9a-f-]+' violates the following Content Security Policy directive: "connect-src 'self'[^"]*"/,
]

/** The header's avatar of the signed-in customer: in the menu on a wide screen, in the mobile menu's drawer on a phone. */
async function headerAvatar(page: Page, width: number): Promise<Locator> {
  if (width >= 1024) return page.locator('details.user-area .user-area__avatar')
  const menu = page.getByRole('button', { name: 'Open the menu' })
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  return page.locator('#main-nav .mobile-user-area__customer .mobile-user-area__avatar')
}

for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the profile picture at ${width} px`, () => {
    test.use({ viewport: { width, height } })
    // As a value with its options: Playwright would read a list whose second item is an object (a RegExp) as that.
    test.use({ expectedConsoleErrors: [EXPECTED_CONSOLE_ERRORS, { scope: 'test' }] })

    test('a customer is told why a text file is refused, uploads a PNG, sees it on the profile and in the header, and removes it', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await signInByApi(page.request, `picture.${width}.${Date.now()}@example.com`)
      await page.goto('/en/account/profile')
      const content = page.locator('[data-block-type="accountPage"]')
      const avatar = content.locator('.b-account__avatar')
      const input = content.getByLabel('Change picture')
      const error = content.locator('.b-account__error')
      await expect(avatar).toHaveAttribute('src', PLACEHOLDER)
      await expect(content.getByRole('button', { name: 'Remove picture' })).toHaveCount(0)
      await expect(input).toHaveAccessibleDescription(/JPEG, PNG or WebP, up to 5 MB\./)

      // A text file named like a photo: the site reads its content and says why it refuses it.
      await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Not a photo at all.\n') })
      await expect(content.getByRole('alert')).toHaveText('This file is not a JPEG, PNG or WebP picture.')
      await expect(avatar).toHaveAttribute('src', PLACEHOLDER)

      // A PNG of noise (some 400 KB), sent over a slow line: shown at once, the upload's progress and the controls waiting, then saved.
      const png = await sharp(Buffer.from(Array.from({ length: 400 * 300 * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width: 400, height: 300, channels: 3 },
      })
        .png()
        .toBuffer()
      const network = await page.context().newCDPSession(page)
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 200_000,
      })
      await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
      await expect(avatar).toHaveAttribute('src', /^blob:/)
      await expect(avatar).toHaveAttribute('alt', 'Your new picture, being uploaded')
      await expect(content.getByRole('progressbar', { name: 'Uploading your picture' })).toBeVisible()
      await expect(input).toBeDisabled()
      await expect(error).toBeEmpty()
      await expect(page.getByText('Your picture is saved')).toBeVisible()
      await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
      await expect(avatar).toHaveAttribute('src', PICTURE_ADDRESS)
      const url = (await avatar.getAttribute('src'))!
      await expect(content.getByRole('progressbar')).toHaveCount(0)
      await expect(input).toBeEnabled()
      // The square avatar the site made of it, loaded.
      await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256)

      // The header's avatar changed with it, without a reload.
      const inHeader = await headerAvatar(page, width)
      await expect(inHeader).toBeVisible()
      await expect(inHeader).toHaveAttribute('src', url)
      if (width < 1024) await page.getByRole('button', { name: 'Close the menu' }).click()

      const results = await new AxeBuilder({ page }).include('.b-account').analyze()
      expect(results.violations).toEqual([])

      // Still there once reloaded; removed, the placeholder is back in both places and the address is gone.
      await page.reload()
      await expect(avatar).toHaveAttribute('src', url)
      await content.getByRole('button', { name: 'Remove picture' }).click()
      await expect(page.getByText('Your picture is removed')).toBeVisible()
      await expect(avatar).toHaveAttribute('src', PLACEHOLDER)
      await expect(content.getByRole('button', { name: 'Remove picture' })).toHaveCount(0)
      await expect(await headerAvatar(page, width)).toHaveAttribute('src', PLACEHOLDER)
      expect((await page.request.get(url)).status()).toBe(404)
    })
  })
}

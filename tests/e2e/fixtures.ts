import { test as base, expect, type Page } from '@playwright/test'

/** Every page of every test fails the test on a console error or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects (e.g. the browser reporting the 404 status of a 404 page). */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
        })
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
      }
      context.pages().forEach(watch)
      context.on('page', watch)
      await use(errors)
      expect(
        errors.filter((error) => !expectedConsoleErrors.some((pattern) => pattern.test(error))),
        'console errors',
      ).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Resolves after the browser has rendered two more frames: intersection observers have seen the last scroll. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Scrolls step by step to the bottom, so every block comes into view once. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.mouse.wheel(0, 300)
    await nextFrames(page)
  }
}

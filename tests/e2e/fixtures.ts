import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { CONSENT_COOKIE, REFUSE_ALL, serializeConsent } from '@/features/consent/consent-choice'
import { E2E_BASE_URL } from '../support/e2e-server'

/**
 * Every page of every test fails the test on a console error or an uncaught exception. The
 * visitor has answered the consent question (refused) unless a test says `consentAnswered: false`:
 * the banner would cover the foot of every page.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[]; consentAnswered: boolean }>({
  consentAnswered: [true, { option: true }],
  context: async ({ context, consentAnswered }, provide) => {
    if (consentAnswered) await refuseConsent(context)
    await provide(context)
  },
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

/** The consent question answered (everything refused) in `context`: for contexts a test opens itself. */
export async function refuseConsent(context: BrowserContext) {
  await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(REFUSE_ALL), url: E2E_BASE_URL }])
}

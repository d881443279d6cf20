import type { Page } from '@playwright/test'
import { E2E_THIRD_PARTIES } from '../support/e2e-server'
import { expect, test } from './fixtures'

type ReportedEvent = {
  release?: string
  environment?: string
  user?: unknown
  tags?: Record<string, string>
  request?: { url?: string }
  exception?: { values: Array<{ type: string; value: string }> }
}

/** The reports the page sends to the DSN's host, answered here (the suite has no network): their error events. */
async function collectReports(page: Page): Promise<ReportedEvent[]> {
  const events: ReportedEvent[] = []
  await page.route(`${new URL(E2E_THIRD_PARTIES.SENTRY_DSN).origin}/**`, async (route) => {
    const lines = (route.request().postData() ?? '').split('\n').filter(Boolean)
    for (const line of lines) {
      const item = JSON.parse(line) as ReportedEvent
      if (item.exception) events.push(item)
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' })
  })
  return events
}

test.describe('error reporting in the browser', () => {
  test.use({ expectedConsoleErrors: [/checkout step failed/] })

  test('reports an uncaught error with the release, the edition and the page, and nothing personal, once the page is idle', async ({
    page,
  }) => {
    const reports = await collectReports(page)
    await page.goto('/it/come-funziona?email=anna@example.it')
    // The SDK loads after the first idle moment, then takes the page's errors.
    await expect
      .poll(() => page.evaluate(() => '__SENTRY__' in window && Boolean((window as unknown as { __SENTRY__: object }).__SENTRY__)))
      .toBe(true)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('checkout step failed for anna@example.it')
      }),
    )

    await expect.poll(() => reports.length).toBe(1)
    const [report] = reports
    expect(report!.release).toBe('wayfarer-groups@0.1.0')
    expect(report!.tags).toMatchObject({ edition: 'it', page: '/it/come-funziona' })
    expect(report!.exception!.values[0]).toMatchObject({ type: 'Error', value: 'checkout step failed for [email]' })
    expect(report!.user).toBeUndefined()
    expect(JSON.stringify(report)).not.toContain('anna@example.it')
    expect(report!.request?.url ?? '').not.toContain('?')
  })
})

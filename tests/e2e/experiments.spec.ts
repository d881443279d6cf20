import type { Page } from '@playwright/test'
import { adminAuth } from './api-client'
import { expect, test } from './fixtures'

type Pushed = { event: string; experiment_id?: string; variation_id?: string }
const pushed = (page: Page, event: string) =>
  page.evaluate((name) => (window.dataLayer ?? []).filter((entry) => entry.event === name), event) as Promise<Pushed[]>

const ORIGINAL = '/it/come-funziona'
const VARIATION = '/it/i-nostri-valori'

test('a visitor in a 100 % redirect experiment lands on the variation once, stays in it, and is reported once; a stopped one sends nobody', async ({
  page,
  request,
}) => {
  const headers = await adminAuth(request)
  const key = `how-it-works-${Date.now().toString(36)}`
  const created = await request.post('/api/experiments', {
    headers,
    data: {
      name: 'How it works, told by our values',
      key,
      status: 'running',
      originalPath: ORIGINAL,
      coverage: 100,
      variations: [
        { name: 'Control', weight: 0 },
        { name: 'Our values', weight: 100, urlRedirect: VARIATION },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc
  try {
    const redirects: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(new URL(response.url()).pathname)
    })

    // The request after the editor's save follows it: one redirect, the query kept.
    await page.goto(`${ORIGINAL}?utm_source=newsletter`)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${VARIATION}?utm_source=newsletter`)
    expect(redirects).toEqual([ORIGINAL])
    await expect
      .poll(() => pushed(page, 'experiment_viewed'))
      .toEqual([{ event: 'experiment_viewed', experiment_id: key, variation_id: '1' }])
    const deviceId = (await page.context().cookies()).find((cookie) => cookie.name === '_device_id')?.value
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/)

    // Back on the original address: sent to the same variation, by the same device id, and not reported again.
    await page.goto(ORIGINAL)
    expect(new URL(page.url()).pathname).toBe(VARIATION)
    await expect.poll(async () => (await pushed(page, 'page_change')).length).toBe(1)
    expect(await pushed(page, 'experiment_viewed')).toEqual([])
    expect((await page.context().cookies()).find((cookie) => cookie.name === '_device_id')?.value).toBe(deviceId)

    // Stopped in the admin: the next request stays where it is.
    const stopped = await request.patch(`/api/experiments/${id}`, { headers, data: { status: 'stopped' } })
    expect(stopped.ok(), await stopped.text()).toBe(true)
    await page.goto(ORIGINAL)
    expect(new URL(page.url()).pathname).toBe(ORIGINAL)
    await expect(page.locator('main')).toBeVisible()
  } finally {
    await request.delete(`/api/experiments/${id}`, { headers })
  }
})

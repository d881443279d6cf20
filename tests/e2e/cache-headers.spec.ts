import { expect, test } from './fixtures'

const NOT_STORED = 'private, no-store'

test.describe('what shared caches may keep', () => {
  test('the default variant of a page is public and varies by the RSC request headers', async ({ request }) => {
    const headers = (await request.get('/en', { maxRedirects: 0 })).headers()
    expect(headers['cache-control']).toMatch(/^public, s-maxage=\d+/)
    expect(headers.vary?.toLowerCase()).toContain('rsc')
  })

  // This server's edge keys on the URL alone (no CDN_VARIANT_KEYS): a page for a currency cookie or a country is one visitor's.
  for (const [name, value] of [
    ['cookie', 'currency=GBP'],
    ['cf-ipcountry', 'GB'],
  ] as const) {
    test(`a page for a request with ${name} is private`, async ({ request }) => {
      const response = await request.get('/en', { headers: { [name]: value }, maxRedirects: 0 })
      expect([response.status(), response.headers()['cache-control']]).toEqual([200, NOT_STORED])
    })
  }

  test('the redirect of an RSC request to its _rsc address varies by the RSC headers', async ({ request }) => {
    const response = await request.get('/en', { headers: { RSC: '1' }, maxRedirects: 0 })
    expect(response.status()).toBe(307)
    const headers = response.headers()
    const vary = (headers.vary ?? '').toLowerCase()
    if (headers['cache-control'] !== NOT_STORED)
      for (const name of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-url']) expect(vary, name).toContain(name)
  })

  test('sign-in and sign-out routes and API answers are private, no-store', async ({ request }) => {
    const answers = [
      await request.get('/login', { maxRedirects: 0 }),
      await request.get('/login/redirect', { maxRedirects: 0 }),
      await request.get('/login/interaction/unknown', { maxRedirects: 0 }),
      await request.post('/logout', { maxRedirects: 0 }),
      await request.get('/api/v1/health'),
      await request.get('/api/v1/no-such-call'),
      await request.get('/api/pages?limit=1'),
      await request.post('/api/users/login', { data: { email: 'nobody@example.com', password: 'x' } }),
    ]
    for (const answer of answers) expect(answer.headers()['cache-control'], answer.url()).toBe(NOT_STORED)
  })

  test('in Chromium, the currency cookie makes the page private', async ({ page }) => {
    const first = await page.goto('/en')
    expect(first?.headers()['cache-control']).toMatch(/^public/)
    await page.context().addCookies([{ name: 'currency', value: 'GBP', url: page.url() }])
    const second = await page.goto('/en')
    expect(second?.headers()['cache-control']).toBe(NOT_STORED)
    await expect(page.locator('.site-header__currency')).toHaveText('GBP')
  })
})

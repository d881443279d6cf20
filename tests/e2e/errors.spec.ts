import { createPage, uniqueSlug } from './api-client'
import { expect, test } from './fixtures'

test.describe('error pages and bad input', () => {
  test.describe('404 page', () => {
    test.use({ expectedConsoleErrors: [/status of 404/] })

    test('an unknown page is a 404 with the map text, in the edition language', async ({ page }) => {
      const english = await page.goto('/en/this-page-does-not-exist')
      expect(english?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not on the map')
      await expect(page.getByRole('link', { name: 'Show trips' })).toHaveAttribute('href', '/en/destinations')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

      const german = await page.goto('/de/diese-seite-gibt-es-nicht')
      expect(german?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite ist nicht auf der Karte!')
      await expect(page.getByText('Es gab einen Fehler!')).toBeVisible()
      await expect(page).toHaveTitle(/Diese Seite ist nicht auf der Karte!/)
    })

    test('an unknown event leads back to the events area', async ({ page }) => {
      const response = await page.goto('/it/eventi/milano/non-esiste/index')
      expect(response?.status()).toBe(404)
      await expect(page.locator('.error-cover .button')).toHaveAttribute('href', '/it/eventi-wemeet')
    })

    test('the server’s HTML of a 404 is the whole page: the map text in the site’s header and footer', async ({ request }) => {
      for (const path of ['/it/questa-pagina-non-esiste', '/it/viaggi/non-esiste', '/it/a/b/c', '/it/%3Cscript%3E', '/de/gibt-es-nicht']) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(404)
        const html = await response.text()
        expect(html, path).not.toContain('__next_error__')
        expect(html, path).toMatch(/<h1 id="error-title"[^>]*>(Questa pagina non è sulla mappa|Diese Seite ist nicht auf der Karte!)<\/h1>/)
        expect(html, path).toMatch(/<nav id="main-nav"[^>]*aria-label="(Navigazione principale|Hauptnavigation)"/)
        expect(html, path).toContain('class="site-footer"')
        for (const robots of html.match(/<meta name="robots"[^>]*>/g) ?? ['none']) expect(robots, path).toContain('noindex')
      }
    })
  })

  test.describe('404 page without JavaScript', () => {
    test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 404/] })

    test('shows the site’s header, the map text and the way home', async ({ page }) => {
      const response = await page.goto('/en/no-such-page-without-script')
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle('This page is not on the map | Wayfarer')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not on the map')
      await expect(page.getByText('There was an error!')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Show trips' })).toHaveAttribute('href', '/en/destinations')
      const header = page.locator('header.site-header')
      await expect(header.getByRole('link', { name: 'Wayfarer' })).toHaveAttribute('href', '/en')
      await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
      await expect(header.getByRole('button', { name: 'Destinations' })).toBeVisible()
      await expect(header.getByRole('link', { name: 'Search trips' })).toBeVisible()
      await expect(header.getByRole('link', { name: 'Log in' }).filter({ visible: true })).toHaveCount(1)
      await expect(page.locator('footer.site-footer')).toBeVisible()
    })
  })

  test('disabled routes, unknown editions and hostile paths are 404, never 500', async ({ request }) => {
    for (const path of [
      '/en/events-wemeet',
      '/de/events-wemeet',
      '/en/ai-search',
      '/xx/viaggi',
      '/it/a/%2E%2E/b',
      '/it/a%2Fb',
      `/it/${'x'.repeat(301)}`,
      '/it/%3Cscript%3E',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
  })

  test('malformed percent-encoding anywhere is a 400 in the caller’s shape, never a 500', async ({ request }) => {
    for (const path of ['/it/%FF', '/%C0%AF', '/it/viaggi/a%', '/admin/%E0%A4%A', '/_next/%FF', '/it/%00']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(400)
    }
    const api = await request.get('/api/v1/travels/%FF')
    expect(api.status()).toBe(400)
    expect(await api.json()).toMatchObject({ key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'path' }] } })
    const cms = await request.get('/api/pages/%ED%A0%80')
    expect(cms.status()).toBe(400)
    expect(await cms.json()).toMatchObject({ errors: [{ message: expect.stringContaining('percent-encoding') }] })
  })

  test('the custom pages API answers with the error envelope', async ({ request }) => {
    const ok = await request.get('/api/v1/custompages/show?routingKey=index&edition=it')
    expect(ok.status()).toBe(200)
    const body = await ok.json()
    expect(body.data.response).toBe('success')
    expect(body.data.data.customPage.blocks.map((block: { blockType: string }) => block.blockType)).toEqual([
      'hero',
      'searchBar',
      'listing',
      'listing',
      'travelReviews',
      'richText',
      'faq',
      'newsletter',
    ])

    const missing = await request.get('/api/v1/custompages/show')
    expect(missing.status()).toBe(400)
    expect(await missing.json()).toMatchObject({ key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'routingKey' }] } })

    const unknown = await request.get('/api/v1/custompages/show?slug=nothing-here')
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toMatchObject({ key: 'NOT_FOUND' })

    const unknownCall = await request.post('/api/v1/no-such-call', { data: {} })
    expect(unknownCall.status()).toBe(404)
    expect(await unknownCall.json()).toMatchObject({ key: 'NOT_FOUND' })

    for (const slug of ['..', 'a%2F..%2Fb', 'x'.repeat(301)]) {
      expect((await request.get(`/api/v1/custompages/show?slug=${slug}`)).status(), slug).toBe(404)
    }
  })

  test('the CMS refuses (400) custom CSS that tries to close its style element', async ({ request }) => {
    await expect(
      createPage(request, 'en', {
        title: 'Hostile CSS',
        slug: uniqueSlug('hostile-css'),
        customCss: 'body{} </style><script>window.__pwned=1</script><style>',
      }),
    ).rejects.toThrow(/400.*Custom CSS/)
  })

  test('script in editor HTML never runs', async ({ page, request }) => {
    const media = await (await request.get('/api/media?limit=1')).json()
    const imageUrl: string = media.docs[0].url
    const slug = uniqueSlug('hostile')
    await createPage(request, 'en', {
      title: 'Hostile',
      slug,
      blocks: [
        {
          blockType: 'html',
          html: `<p id="greeting">Hello</p><script>window.__pwned = 2</script><img src="${imageUrl}" alt="" onerror="window.__pwned = 3" onload="window.__pwned = 3"><a id="bad" href="javascript:window.__pwned=4">x</a>`,
          customCss: 'p { color: rgb(0, 128, 128) }',
        },
      ],
    })
    await page.goto(`/en/${slug}`)
    await expect(page.locator('#greeting')).toHaveText('Hello')
    await expect(page.locator('#greeting')).toHaveCSS('color', 'rgb(0, 128, 128)')
    await expect(page.locator('#bad')).not.toHaveAttribute('href', /javascript/)
    await page.locator('#bad').click()
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await page.locator('[onerror], [onload]').count()).toBe(0)
  })
})

import { adminAuth, travelWithDepartures } from './api-client'
import { expect, test } from './fixtures'

test('a tour page gives the flights advice of its status and looks flights up for its dates', async ({ page, request }) => {
  const response = await request.post('/api/v1/tours?edition=it', { data: { status: ['CONFIRMED'], show: 1 } })
  const tour = ((await response.json()) as { data: Array<{ id: number; url: string; startingDate: string; endingDate: string }> }).data[0]!
  await page.goto(tour.url)
  const summary = page.locator('[data-block-type="tour"]')
  await expect(summary.locator('.b-tour__advice')).toHaveText('Questa partenza è confermata: puoi comprare i voli.')
  // Its breadcrumbs: the site, the travel, this departure's day.
  const crumbs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}')).find((data) => data['@type'] === 'BreadcrumbList'),
    )
  expect(crumbs.itemListElement.map((crumb: { item: string }) => new URL(crumb.item).pathname)).toEqual([
    '/it',
    new URL(tour.url, 'http://x').pathname.replace(/\/\d+$/, ''),
    tour.url,
  ])
  const form = summary.locator('form.b-tour__flights')
  await expect(form.getByLabel('Aeroporto o città di partenza')).toHaveAttribute('required', '')

  // The form's call: a redirect to the flight search filled with this departure.
  const lookup = await request.get(`/api/v1/flights/search?tour=${tour.id}&edition=it&origin=Milano`, { maxRedirects: 0 })
  expect(lookup.status()).toBe(302)
  const location = lookup.headers()['location']!
  expect(location).toContain('from%20Milano%20to%20')
  expect(location).toContain(`on%20${tour.startingDate}%20through%20${tour.endingDate}`)
  // Bad input is refused in the site API's envelope; an unknown departure is not found.
  const bad = await request.get(`/api/v1/flights/search?tour=${tour.id}&origin=%3Cscript%3E`, { maxRedirects: 0 })
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { key: string }).key).toBe('VALIDATION_ERROR')
  const missing = await request.get('/api/v1/flights/search?tour=999999999&origin=Milano', { maxRedirects: 0 })
  expect(missing.status()).toBe(404)
})

test.describe('a departed tour', () => {
  test.use({ expectedConsoleErrors: [/status of 410/] })

  test('answers 410 saying the tour is no longer available, leading to its travel’s other dates', async ({ page, request }) => {
    const travel = await travelWithDepartures(request, 'it')
    const headers = await adminAuth(request)
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString()
    const price = { basePrice: 100_000, price: 100_000 }
    const created = await request.post('/api/tours', {
      headers,
      data: {
        code: `E2E-PAST-${Date.now()}`,
        travel: travel.id,
        status: 'CONFIRMED',
        startingDate: day(-20),
        endingDate: day(-12),
        freeSeats: 0,
        seatsToConfirm: 0,
        maxGroupSize: 12,
        prices: { eur: price, gbp: price, usd: price },
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const tourId = ((await created.json()) as { doc: { id: number } }).doc.id
    const response = await page.goto(`${travel.url}/${tourId}`)
    expect(response?.status()).toBe(410)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questa partenza non è più disponibile')
    await page.getByRole('link', { name: `Le altre date di ${travel.title}` }).click()
    await expect(page).toHaveURL(new RegExp(`${travel.url}$`))
    // An id that was never a departure of this travel is simply not found.
    expect((await request.get(`${travel.url}/999999999`)).status()).toBe(404)
  })
})

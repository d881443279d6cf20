import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { EDITION_CODES, type EditionCode } from '../../src/editions/editions'
import { adminAuth } from './api-client'
import { expect, nextFrames, test } from './fixtures'

type ListedTravel = { id: number; title: string; url: string }

async function travelWithDepartures(request: APIRequestContext, edition: EditionCode): Promise<ListedTravel> {
  const response = await request.post(`/api/v1/travels/paginated?edition=${edition}`, { data: { perPage: 1, hasTours: true } })
  return ((await response.json()) as { data: { data: ListedTravel[] } }).data.data[0]!
}

const CONTENT_BLOCKS = ['travelOverview', 'travelItinerary', 'travelInclusions', 'travelPayment', 'travelCoordinator']

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`travel page at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('tells what the trip is before its dates: overview, itinerary with its map, inclusions, payment, coordinator', async ({
      page,
      request,
    }) => {
      const travel = await travelWithDepartures(request, 'it')
      await page.goto(travel.url)
      const types = await page
        .locator('[data-block-type]')
        .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-type')))
      expect(types.slice(0, CONTENT_BLOCKS.length)).toEqual(CONTENT_BLOCKS)
      expect(types.indexOf('calendar')).toBeGreaterThan(CONTENT_BLOCKS.length - 1)
      // None of them ships JavaScript.
      for (const type of CONTENT_BLOCKS) await expect(page.locator(`[data-block-type="${type}"]`)).toHaveAttribute('data-hydration', 'none')

      const overview = page.locator('[data-block-type="travelOverview"]')
      await expect(overview.getByRole('heading', { level: 1 })).toHaveText(travel.title)
      await expect(overview.locator('.card__price strong')).toHaveText(/\d.*€/)
      await expect(overview.locator('.b-overview__fact')).toHaveCount(4)
      await expect(overview.locator('.b-overview__mood').first()).toBeVisible()

      // The first day is open; the others open on demand, by pointer or keyboard.
      const days = page.locator('.b-itinerary__details')
      await expect(days.first()).toHaveAttribute('open', '')
      await days.nth(1).locator('summary').click()
      await expect(days.nth(1)).toHaveAttribute('open', '')
      await days.nth(2).locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(days.nth(2)).toHaveAttribute('open', '')

      const map = page.locator('.b-itinerary__map img')
      await map.scrollIntoViewIfNeeded()
      await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
      await expect(map).toHaveAttribute('alt', /^Mappa dell’itinerario: /)

      await expect(page.locator('.b-inclusions__list--in li').first()).toBeVisible()
      await expect(page.locator('.b-inclusions__list--out li').first()).toBeVisible()
      await expect(page.locator('.b-inclusions__pot li').first()).toContainText('€')
      await expect(page.locator('.b-payment__term[data-term="deposit"]')).toHaveText('Prenoti con un acconto di 100 €')
      await expect(page.locator('.b-payment__term[data-term="balance"]')).toHaveText('Saldo 31 giorni prima della partenza')
      await expect(page.locator('.b-payment__term[data-term="flexible"]')).toContainText('8 giorni')
      await expect(page.locator('.b-coordinator__name')).not.toBeEmpty()
      // The travel's own questions, by category, through the FAQ block's accordion and tabs.
      const faq = page.locator('[data-block-type="faq"]')
      await expect(faq.getByRole('heading', { name: 'Domande sul viaggio' })).toBeVisible()
      await expect(faq.getByRole('tab')).toHaveText(['Tutte', 'Generali', 'Destinazione'])
      await faq.locator('summary').first().click()
      await expect(faq.locator('details').first()).toHaveAttribute('open', '')

      // Search engines and shares get the trip: TouristTrip data with its offer, the cover, a description.
      const trip = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? '{}')).find((data) => data['@type'] === 'TouristTrip'),
        )
      expect(trip.name).toBe(travel.title)
      expect(trip.offers.map((offer: { priceCurrency: string }) => offer.priceCurrency)).toEqual(['EUR'])
      expect(trip.itinerary.itemListElement.length).toBeGreaterThan(2)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/resource\/hero\//)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /giorni \/ \d+ notti$/)

      // Wide enough for the page: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await nextFrames(page)
      await page.screenshot({ path: `tests/artifacts/travel-page-${viewport.width}.png`, fullPage: true })
      const results = await new AxeBuilder({ page }).include('[data-block-type^="travel"]').analyze()
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])
    })
  })
}

test('every edition shows the travel page in its own words and currency', async ({ page, request }) => {
  const deposits: Record<EditionCode, RegExp> = {
    it: /acconto di 100 €/,
    es: /depósito de 100 €/,
    fr: /acompte de 100 €/,
    de: /Anzahlung von 100 €/,
    en: /deposit of (100 €|£100)/,
    us: /deposit of \$100/,
    intl: /deposit of (100 €|\$100)/,
  }
  for (const edition of EDITION_CODES) {
    const travel = await travelWithDepartures(request, edition)
    await page.goto(travel.url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(travel.title)
    await expect(page.locator('.b-payment__term[data-term="deposit"]'), edition).toHaveText(deposits[edition])
  }
})

test('a promotion shows its code until its last day, then that it expired', async ({ page, request }) => {
  const travel = await travelWithDepartures(request, 'en')
  const headers = await adminAuth(request)
  const setPromo = async (expiresOn: string) => {
    const saved = await request.patch(`/api/travels/${travel.id}`, { headers, data: { promo: { code: 'E2E-PROMO', expiresOn } } })
    expect(saved.ok(), await saved.text()).toBe(true)
  }
  // An edit reaches the cached page within moments: each check reloads until it shows.
  const promoText = async () => {
    await page.goto(travel.url)
    return page.locator('.b-overview__promo').textContent()
  }
  await setPromo(new Date(Date.now() + 10 * 86_400_000).toISOString())
  await expect.poll(promoText).toMatch(/^Promo code E2E-PROMO, valid until \d\d\/\d\d\/\d{4}$/)
  await setPromo(new Date(Date.now() - 2 * 86_400_000).toISOString())
  await expect.poll(promoText).toBe('This promotion has expired')
})

test('a travel’s itinerary page shows the itinerary alone', async ({ page, request }) => {
  const travel = await travelWithDepartures(request, 'it')
  const response = await page.goto(`${travel.url}/itinerario`)
  expect(response?.status()).toBe(200)
  const types = await page
    .locator('[data-block-type]')
    .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-type')))
  expect(types).toEqual(['travelItinerary'])
  await expect(page.locator('.b-itinerary__details').first()).toHaveAttribute('open', '')
  await expect(page).toHaveTitle(new RegExp(travel.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
})

test('a tour page gives the flights advice of its status and looks flights up for its dates', async ({ page, request }) => {
  const response = await request.post('/api/v1/tours?edition=it', { data: { status: ['CONFIRMED'], show: 1 } })
  const tour = ((await response.json()) as { data: Array<{ id: number; url: string; startingDate: string; endingDate: string }> }).data[0]!
  await page.goto(tour.url)
  const summary = page.locator('[data-block-type="tour"]')
  await expect(summary.locator('.b-tour__advice')).toHaveText('Questa partenza è confermata: puoi comprare i voli.')
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

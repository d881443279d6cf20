import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { EDITION_CODES, type EditionCode } from '../../src/editions/editions'
import { adminAuth, travelWithDepartures } from './api-client'
import { expect, nextFrames, test } from './fixtures'

const CONTENT_BLOCKS = [
  'travelGallery',
  'travelOverview',
  'travelBooking',
  'travelItinerary',
  'travelInclusions',
  'travelPayment',
  'travelCoordinator',
  'travelReviews',
  'faq',
]
/** Content that ships no JavaScript at all. */
const STATIC_BLOCKS = ['travelOverview', 'travelItinerary', 'travelInclusions', 'travelPayment', 'travelCoordinator']

const blockTypes = (page: Page) =>
  page.locator('[data-block-type]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-type')))

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`travel page at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('tells what the trip is before its dates: gallery, overview, booking box, itinerary with its map, inclusions, payment, coordinator, reviews, questions', async ({
      page,
      request,
    }) => {
      const travel = await travelWithDepartures(request, 'it')
      await page.goto(travel.url)
      const types = await blockTypes(page)
      expect(types.slice(0, CONTENT_BLOCKS.length)).toEqual(CONTENT_BLOCKS)
      expect(types.slice(CONTENT_BLOCKS.length)).toEqual(['calendar'])
      for (const type of STATIC_BLOCKS) await expect(page.locator(`[data-block-type="${type}"]`)).toHaveAttribute('data-hydration', 'none')

      const overview = page.locator('[data-block-type="travelOverview"]')
      await expect(overview.getByRole('heading', { level: 1 })).toHaveText(travel.title)
      await expect(overview.locator('.card__price strong')).toHaveText(/\d.*€/)
      await expect(overview.locator('.b-overview__fact')).toHaveCount(4)
      await expect(overview.locator('.b-overview__mood').first()).toBeVisible()

      // The islands of the first screen came to life at idle; the itinerary's days are server HTML that no trigger hydrates.
      await expect(page.locator('[data-block-type="travelGallery"]')).toHaveAttribute('data-hydrated', 'true')
      await page.locator('[data-block-type="travelItinerary"]').scrollIntoViewIfNeeded()
      await nextFrames(page)
      await expect(page.locator('[data-block-type="travelItinerary"]')).not.toHaveAttribute('data-hydrated')

      // The first day is open; the others open on demand, by pointer or keyboard.
      const days = page.locator('.b-itinerary__details')
      await expect(days.first()).toHaveAttribute('open', '')
      // (A weekend has two days: the second one is opened by pointer, then closed and opened by keyboard.)
      const second = days.nth(1)
      await second.locator('summary').click()
      await expect(second).toHaveAttribute('open', '')
      await second.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(second).not.toHaveAttribute('open')
      await page.keyboard.press('Enter')
      await expect(second).toHaveAttribute('open', '')

      const map = page.locator('.b-itinerary__map img')
      await map.scrollIntoViewIfNeeded()
      await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
      await expect(map).toHaveAttribute('alt', /^Mappa dell’itinerario: /)

      await expect(page.locator('.b-inclusions__list--in li').first()).toBeVisible()
      await expect(page.locator('.b-inclusions__list--out li').first()).toBeVisible()
      await expect(page.locator('.b-inclusions__pot li').first()).toContainText('€')
      await expect(page.locator('.b-payment__term[data-term="deposit"]')).toHaveText('Prenota con un acconto di 100 €')
      await expect(page.locator('.b-payment__term[data-term="balance"]')).toHaveText('Saldo 31 giorni prima della partenza')
      await expect(page.locator('.b-payment__term[data-term="flexible"]')).toContainText('8 giorni')
      await expect(page.locator('.b-coordinator__name')).not.toBeEmpty()

      // Reviews: the review badge, this trip's stars, and only 4- and 5-star reviews in the slider.
      const reviews = page.locator('[data-block-type="travelReviews"]')
      await reviews.scrollIntoViewIfNeeded()
      // The badge: the site's own rating over every review, leading to the reviews page.
      await expect(reviews.locator('.rating__label')).toHaveText(/^(Pessimo|Scarso|Nella media|Molto buono|Eccellente)$/)
      await expect(reviews.locator('.rating__reviews')).toHaveText(/^Basato su [\d.]+ recensioni$/)
      await expect(reviews.locator('a.rating')).toHaveAttribute('href', '/it/recensioni')
      await expect(reviews.locator('.b-reviews__average')).toHaveText(/^Questo viaggio: \d,\d su 5 da \d+ recensioni$/)
      await expect(reviews.locator('.b-reviews__band')).toHaveCount(5)
      const ratings = await reviews
        .locator('.b-reviews__card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-rating')))
      expect(ratings.length).toBeGreaterThan(0)
      expect(ratings.every((rating) => rating === '4' || rating === '5')).toBe(true)
      if (ratings.length > 1) {
        // The slider's buttons come with its island: the next one scrolls the track.
        const track = reviews.locator('[data-reviews-track]')
        const next = reviews.getByRole('button', { name: 'Recensioni successive' })
        if (await next.isEnabled()) {
          await next.click()
          await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
          await expect(reviews.getByRole('button', { name: 'Recensioni precedenti' })).toBeEnabled()
        }
      }

      // The travel's own questions, by category, through the FAQ block's accordion and tabs.
      const faq = page.locator('[data-block-type="faq"]')
      await expect(faq.getByRole('heading', { name: 'Domande sul viaggio' })).toBeVisible()
      await expect(faq.getByRole('tab')).toHaveText(['Tutte', 'Generali', 'Destinazione'])
      await faq.locator('summary').first().click()
      await expect(faq.locator('details').first()).toHaveAttribute('open', '')

      // Search engines and shares get the trip: TouristTrip data with its offer and rating, the cover, a description.
      const trip = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent ?? '{}'))
            .find((data) => Array.isArray(data['@type']) && data['@type'].includes('TouristTrip')),
        )
      expect(trip.name).toBe(travel.title)
      expect(trip.offers.map((offer: { priceCurrency: string }) => offer.priceCurrency)).toEqual(['EUR'])
      // The places the itinerary stops at, each stay once, as its map's description lists them.
      const places = (await map.getAttribute('alt'))!.replace(/^Mappa dell’itinerario: /, '').split(' → ')
      expect(trip.itinerary.itemListElement.map((element: { item: { name: string } }) => element.item.name)).toEqual(places)
      expect(places.length).toBeGreaterThan(0)
      expect(trip.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, reviewCount: expect.any(Number) })
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/resource\/hero\//)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /giorni \/ \d+ nott[ei]$/)

      // Wide enough for the page: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await page.evaluate(() => window.scrollTo(0, 0))
      await nextFrames(page)
      await page.screenshot({ path: `tests/artifacts/travel-page-${viewport.width}.png`, fullPage: true })
      const results = await new AxeBuilder({ page }).include('[data-block-type^="travel"]').analyze()
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])
    })
  })
}

test('every template block renders in every edition, and reviews under 4 stars never reach the page', async ({ request }) => {
  const headers = await adminAuth(request)
  const reviewCount = (html: string) => Number(html.match(/"reviewCount":(\d+)/)?.[1] ?? 0)
  for (const edition of EDITION_CODES) {
    const travel = await travelWithDepartures(request, edition)
    const before = await (await request.get(travel.url)).text()
    const types = [...before.matchAll(/data-block-type="(\w+)"/g)].map((match) => match[1])
    expect(types, edition).toEqual([...CONTENT_BLOCKS, 'calendar'])

    // A fresh 2-star review in this edition counts in the rating the page gives, yet never shows.
    const text = `Two stars from the ${edition} edition, ${Date.now()}`
    const saved = await request.post('/api/reviews', {
      headers,
      data: { travel: travel.id, rating: 2, edition, text, firstName: 'Kim', date: new Date().toISOString() },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    let html = before
    await expect
      .poll(async () => {
        html = await (await request.get(travel.url)).text()
        return reviewCount(html)
      })
      .toBe(reviewCount(before) + 1)
    expect(html.includes(text), edition).toBe(false)
    expect(html, edition).not.toMatch(/data-rating="[123]"/)
    const low = await request.get(`/api/reviews?where[travel][equals]=${travel.id}&where[rating][less_than]=4&limit=200&depth=0`, {
      headers,
    })
    for (const review of ((await low.json()) as { docs: Array<{ text: string }> }).docs)
      expect(html.includes(review.text), review.text).toBe(false)
  }
})

test('every edition shows the travel page in its own words and currency', async ({ page, request }) => {
  const deposits: Record<EditionCode, RegExp> = {
    it: /acconto di 100 €/,
    es: /señal de 100 €/,
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

test('in pounds every amount of a travel page is in pounds, the money pot converted from euro and marked approximate', async ({
  page,
  request,
}) => {
  const travel = await travelWithDepartures(request, 'en')
  await page.goto(`${travel.url}?modal=currency`)
  // Choosing navigates (the modal's address goes): a click, not check(), which would look for the radio afterwards.
  await page.getByRole('radio', { name: /GBP/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const pot = page.locator('.b-inclusions__pot')
  await expect(pot.locator('strong').first()).toHaveText(/^≈ £\d/)
  await expect(pot.locator('p')).toContainText('pays on the spot, in euro')
  await expect(page.locator('.b-booking__price').first()).toContainText('£')
  expect(await page.locator('main').innerText()).not.toContain('€')
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

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { EDITION_CODES, type EditionCode } from '../../src/editions/editions'
import { adminAuth } from './api-client'
import { expect, nextFrames, test } from './fixtures'

type ListedTravel = { id: number; title: string; url: string }

async function travelWithDepartures(request: APIRequestContext, edition: EditionCode): Promise<ListedTravel> {
  const response = await request.post(`/api/v1/travels/paginated?edition=${edition}`, { data: { perPage: 1, hasTours: true } })
  return ((await response.json()) as { data: { data: ListedTravel[] } }).data.data[0]!
}

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

/** Analytics events pushed so far, by name. */
const pushed = (page: Page, name: string) =>
  page.evaluate((event) => (window.dataLayer ?? []).filter((entry) => entry.event === event) as unknown[], name) as Promise<
    Array<{ ecommerce: { currency: string; items: Array<{ item_id: string; item_name: string; price?: number }> } }>
  >

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
      expect(types.slice(CONTENT_BLOCKS.length)).toEqual(['calendar', 'listing'])
      for (const type of STATIC_BLOCKS) await expect(page.locator(`[data-block-type="${type}"]`)).toHaveAttribute('data-hydration', 'none')

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

      // Reviews: the review badge, this trip's stars, and only 4- and 5-star reviews in the slider.
      const reviews = page.locator('[data-block-type="travelReviews"]')
      await reviews.scrollIntoViewIfNeeded()
      await expect(reviews.locator('.rating__label')).toHaveText('Eccellente')
      await expect(reviews.locator('.rating__reviews')).toHaveText('Basato su 12.086 recensioni')
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
      expect(trip.itinerary.itemListElement.length).toBeGreaterThan(2)
      expect(trip.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, reviewCount: expect.any(Number) })
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/resource\/hero\//)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /giorni \/ \d+ notti$/)

      // Wide enough for the page: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await page.evaluate(() => window.scrollTo(0, 0))
      await nextFrames(page)
      await page.screenshot({ path: `tests/artifacts/travel-page-${viewport.width}.png`, fullPage: true })
      const results = await new AxeBuilder({ page }).include('[data-block-type^="travel"]').analyze()
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])
    })

    test('the gallery opens in a lightbox by keyboard, moves by arrow keys and swipes, keeps focus inside, gives it back', async ({
      page,
      request,
    }) => {
      const travel = await travelWithDepartures(request, 'en')
      await page.goto(travel.url)
      const gallery = page.locator('[data-block-type="travelGallery"]')
      await expect(gallery).toHaveAttribute('data-hydrated', 'true')
      const cover = gallery.locator('[data-gallery-index="0"]')
      // The tiles offer the resource sizes; the browser picks one.
      await expect(cover.locator('img')).toHaveAttribute(
        'srcset',
        /\/resource\/thumbnail\/.* 400w, .*\/resource\/card\/.* 768w, .*\/resource\/hero\/.* 1600w/,
      )
      const count = Number((await cover.getAttribute('aria-label'))!.match(/of (\d+)/)![1])
      expect(count).toBeGreaterThan(1)

      await cover.focus()
      await page.keyboard.press('Enter')
      const lightbox = page.getByRole('dialog', { name: 'Photos of the trip' })
      await expect(lightbox).toBeVisible()
      await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused()
      await expect(lightbox.locator('.lightbox__caption')).toHaveText(`1 / ${count}`)
      await expect(lightbox.locator('img')).toHaveAttribute('srcset', /\/resource\/card\/.* 768w, .*\/resource\/hero\/.* 1600w/)
      await page.keyboard.press('ArrowRight')
      await expect(lightbox.locator('.lightbox__caption')).toHaveText(`2 / ${count}`)
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect(lightbox.locator('.lightbox__caption')).toHaveText(`${count} / ${count}`)
      // Tab cycles among the dialog's buttons, never reaching the page behind it.
      for (let index = 0; index < 6; index++) {
        await page.keyboard.press('Tab')
        const inside = await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog'))
        expect(inside).toBe(true)
      }
      // A swipe to the left shows the next picture.
      const box = (await lightbox.locator('.lightbox__figure').boundingBox())!
      await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 4 })
      await page.mouse.up()
      await expect(lightbox.locator('.lightbox__caption')).toHaveText(`1 / ${count}`)

      await page.keyboard.press('Escape')
      await expect(lightbox).toBeHidden()
      await expect(cover).toBeFocused()
      const results = await new AxeBuilder({ page }).include('[data-block-type="travelGallery"]').analyze()
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])
    })

    test('the booking box gives the next departures and checkout, reporting view_item, select_item and add_to_cart', async ({
      page,
      request,
    }) => {
      const travel = await travelWithDepartures(request, 'it')
      await page.goto(travel.url)
      const booking = page.locator('[data-block-type="travelBooking"]')
      await expect(booking).toHaveAttribute('data-hydrated', 'true')
      const viewed = await pushed(page, 'view_item')
      expect(viewed).toHaveLength(1)
      expect(viewed[0]!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ item_id: String(travel.id), item_name: travel.title }] })

      const departures = booking.locator('.b-booking__departure')
      expect(await departures.count()).toBeGreaterThan(0)
      await expect(departures.first().locator('.card__status-label')).not.toBeEmpty()
      await expect(departures.first()).toHaveAttribute('href', /^\/it\/viaggi\/.+\/\d+$/)
      // Clicks stay on this page here, so the events can be read.
      await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()))

      if (viewport.width >= 1024) {
        // Beside the content, and still in view once the visitor has scrolled down to the reviews.
        const box = booking.locator('.b-booking__box')
        const main = (await page.locator('[data-block-type="travelOverview"]').boundingBox())!
        expect((await box.boundingBox())!.x).toBeGreaterThan(main.x + main.width - 1)
        await page.locator('[data-block-type="travelReviews"]').scrollIntoViewIfNeeded()
        await nextFrames(page)
        const stuck = (await box.boundingBox())!
        expect(stuck.y).toBeGreaterThanOrEqual(0)
        expect(stuck.y).toBeLessThan(viewport.height)
        await expect(booking.locator('.b-booking__bar')).toBeHidden()
        await departures.first().click()
        expect((await pushed(page, 'select_item'))[0]!.ecommerce.items[0]).toMatchObject({ item_id: String(travel.id), index: 0 })
        await booking.locator('[data-checkout]').click()
        const added = await pushed(page, 'add_to_cart')
        expect(added).toHaveLength(1)
        expect(added[0]!.ecommerce.items[0]!.price).toBeGreaterThan(0)
        await expect(booking.locator('[data-checkout]')).toHaveAttribute('href', /\/booking\/\d+\/start$/)
      } else {
        // Phones: a bar fixed at the bottom leads to the calendar.
        const bar = booking.locator('.b-booking__bar')
        await expect(bar).toBeVisible()
        const barBox = (await bar.boundingBox())!
        expect(Math.round(barBox.y + barBox.height)).toBe(viewport.height)
        await expect(bar.getByRole('link', { name: 'Scegli una data' })).toHaveAttribute('href', '#departure-calendar')
        await expect(page.locator('#departure-calendar')).toHaveCount(1)
      }
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
    expect(types, edition).toEqual([...CONTENT_BLOCKS, 'calendar', 'listing'])

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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il tour non è più disponibile')
    await page.getByRole('link', { name: `Le altre date di ${travel.title}` }).click()
    await expect(page).toHaveURL(new RegExp(`${travel.url}$`))
    // An id that was never a departure of this travel is simply not found.
    expect((await request.get(`${travel.url}/999999999`)).status()).toBe(404)
  })
})

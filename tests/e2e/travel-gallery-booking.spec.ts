import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { travelWithDepartures } from './api-client'
import { expect, nextFrames, test } from './fixtures'

/** Analytics events pushed so far, by name. */
const pushed = (page: Page, name: string) =>
  page.evaluate((event) => (window.dataLayer ?? []).filter((entry) => entry.event === event) as unknown[], name) as Promise<
    Array<{ ecommerce: { currency: string; items: Array<{ item_id: string; item_name: string; price?: number }> } }>
  >

/** Words only the seed's Italian and German picture descriptions use: the time of day each scene shows. */
const TIME_OF_DAY_WORDS = { it: /all’alba|a mezzogiorno|al tramonto|di notte/, de: /im Morgengrauen|am Mittag|bei Sonnenuntergang|nachts/ }

for (const edition of ['it', 'de'] as const) {
  test(`a travel's gallery on /${edition} shows different pictures, each described in the page's language`, async ({ page, request }) => {
    const travel = await travelWithDepartures(request, edition)
    await page.goto(travel.url)
    const gallery = page.locator('[data-block-type="travelGallery"]')
    await expect(gallery).toHaveAttribute('data-hydrated', 'true')
    await gallery.locator('[data-gallery-index="0"]').click()
    const lightbox = page.locator('dialog[open]')
    const caption = lightbox.locator('.lightbox__caption')
    await expect(caption).toHaveText(/^1 \/ \d+$/)
    const count = Number((await caption.textContent())!.split('/')[1])
    expect(count).toBeGreaterThanOrEqual(4)
    expect(count).toBeLessThanOrEqual(6)
    const seen: Array<{ id: string; alt: string }> = []
    for (let index = 1; index <= count; index++) {
      await expect(caption).toHaveText(`${index} / ${count}`)
      const image = lightbox.locator('img')
      const id = (await image.getAttribute('src'))!.match(/\/resource\/\w+\/(\d+)\//)![1]!
      seen.push({ id, alt: (await image.getAttribute('alt')) ?? '' })
      await page.keyboard.press('ArrowRight')
    }
    expect(new Set(seen.map((image) => image.id)).size).toBe(count)
    for (const { alt } of seen) expect(alt).toMatch(TIME_OF_DAY_WORDS[edition])
    // The tiles on the page say the same, in the same language.
    for (const alt of await gallery
      .locator('.b-gallery__tile img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
      expect(alt).toMatch(TIME_OF_DAY_WORDS[edition])
  })
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`travel page at ${viewport.width} px`, () => {
    test.use({ viewport })

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
        await expect(booking.locator('[data-checkout]')).toHaveAttribute('href', /^\/it\/prenota\/\d+$/)
        // The button names the date it books and that departure's own price.
        await expect(booking.locator('[data-checkout]')).toHaveText(/^Prenota la partenza del \d{2}\/\d{2}\/\d{4} · [\d.]+ €$/)
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

import type { APIRequestContext, Locator } from '@playwright/test'
import { travelWithDepartures } from './api-client'
import { expect, nextFrames, test } from './fixtures'

const PHONE = { width: 375, height: 812 }

type Departure = { id: number; url: string; startingDate: string }

/** The travel's departures in date order. */
async function departures(request: APIRequestContext, travelId: number): Promise<Departure[]> {
  const response = await request.post('/api/v1/tours?edition=it', { data: { travelId: [travelId], sort: 'date:asc', show: 50 } })
  return ((await response.json()) as { data: Departure[] }).data
}

const monthsApart = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7))

/** Where an element is inside the scrolling months, in pixels from the months' top edge. */
async function topInside(list: Locator, element: Locator): Promise<number> {
  const months = await list.elementHandle()
  return element.evaluate((node, scroller) => node.getBoundingClientRect().top - scroller!.getBoundingClientRect().top, months)
}

test.describe('the departure calendar on a phone', () => {
  test.use({ viewport: PHONE })

  test('scrolls inside itself under a sticky weekday row, at most two screens tall, drawing later months when scrolled to', async ({
    page,
    request,
  }) => {
    const travel = await travelWithDepartures(request, 'it')
    const html = await (await request.get(travel.url)).text()
    await page.goto(travel.url)
    const calendar = page.locator('[data-block-type="calendar"]')
    const list = calendar.locator('.b-calendar__months')
    await calendar.scrollIntoViewIfNeeded()
    await expect(calendar).toHaveAttribute('data-hydrated', 'true')

    const box = (await calendar.boundingBox())!
    expect(box.height).toBeLessThanOrEqual(2 * PHONE.height)
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)

    // The last month is in the page by its title only: no days in the HTML, none drawn yet.
    const last = calendar.locator('[data-month]').last()
    const lastKey = (await last.getAttribute('data-month'))!
    const monthsInHtml = html.match(/data-month="\d{4}-\d{2}"/g)?.length ?? 0
    expect(monthsInHtml).toBeGreaterThan(4)
    expect(html).not.toContain(`data-date="${lastKey}-`)
    await expect(last.locator('.b-calendar__grid')).toHaveCount(0)

    // Scrolled into the second month's weeks: its weekday row stays at the top of the months.
    const second = calendar.locator('[data-month]').nth(1)
    const grid = second.locator('.b-calendar__grid')
    await list.evaluate((element, offset) => element.scrollBy(0, offset + 100), await topInside(list, grid))
    await nextFrames(page)
    const weekdays = second.locator('.b-calendar__weekdays')
    expect(Math.abs(await topInside(list, weekdays))).toBeLessThanOrEqual(1)
    expect(await topInside(list, grid)).toBeLessThan(-50)
    await expect(weekdays).toBeInViewport()

    // Scrolled to the end, the last month is drawn with its days.
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
    await expect(last.locator('.b-calendar__grid > li')).not.toHaveCount(0)
    await expect(last.locator('.b-calendar__weekdays')).toBeVisible()
  })

  test('a tour page’s calendar is scrolled to the tour’s date', async ({ page, request }) => {
    const travel = await travelWithDepartures(request, 'it')
    const tours = await departures(request, travel.id)
    // A departure far enough from the first month that the calendar must scroll to show it.
    const tour = tours.find((candidate) => monthsApart(tours[0]!.startingDate, candidate.startingDate) >= 4)!
    expect(tour).toBeDefined()
    await page.goto(tour.url)
    const calendar = page.locator('[data-block-type="calendar"]')
    const list = calendar.locator('.b-calendar__months')
    await calendar.scrollIntoViewIfNeeded()
    await expect(calendar).toHaveAttribute('data-hydrated', 'true')
    expect((await calendar.boundingBox())!.height).toBeLessThanOrEqual(2 * PHONE.height)

    const day = calendar.locator(`[data-date="${tour.startingDate}"]`)
    await expect(day).toHaveAttribute('aria-current', 'date')
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
    const height = await list.evaluate((element) => element.clientHeight)
    const top = await topInside(list, day)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top + (await day.evaluate((cell) => cell.getBoundingClientRect().height))).toBeLessThanOrEqual(height)
  })
})

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { EDITION_CODES, type EditionCode } from '../../src/editions/editions'
import { expect, test } from './fixtures'

/** The widths a visitor's screen is checked at: the smallest phone, the common phone, a laptop. */
const WIDTHS = [320, 375, 1280] as const
const HEIGHT = 800
/**
 * Editions axe checks at 375 and 1280 px: every edition's pages share their markup and colours,
 * so the default edition and the one with the longest words stand for all (axe costs seconds a page).
 */
const AXE_EDITIONS: readonly EditionCode[] = ['it', 'de']

type PageKind = { kind: string; path: string }

/** An edition's page kinds, each at one address: fixed routes by their localized path, a travel and a departure from the catalog. */
async function pageKinds(request: APIRequestContext, edition: EditionCode): Promise<PageKind[]> {
  const { href } = await import('../../src/editions/href')
  const { defaultEdition } = await import('../../src/editions/edition')
  const routed = defaultEdition(edition)
  const listed = await request.post(`/api/v1/tours/paginated?edition=${edition}`, { data: { perPage: 1 } })
  const tour = ((await listed.json()) as { data: { data: Array<{ url: string; travelUrl?: string }> } }).data.data[0]!
  const travelPath = tour.url.split('/').slice(0, -1).join('/')
  const fixed = (
    [
      ['home', 'index'],
      ['listing', 'travels'],
      ['area', 'area-europe'],
      ['search', 'search'],
      ['confirmed departures', 'tours'],
      ['coordinators', 'coordinators'],
      ['faq', 'faqs'],
      ['legal', 'legal-privacy-policy'],
      ['contacts', 'contacts'],
      ['how it works', 'how-it-works'],
      ['wishlist', 'wishlist'],
      ['reviews', 'reviews'],
      ['sales', 'sales'],
      ['search in plain words', 'search-ai'],
      ['events', 'events-wemeet'],
    ] as const
  ).map(([kind, route]) => ({ kind, path: href(route, {}, routed) }))
  // An event's page where the edition has the events area.
  const events = href('events-wemeet', {}, routed)
    ? ((await (await request.get(`/api/v1/events?edition=${edition}`)).json()) as { data: { events: Array<{ url: string }> } }).data.events
    : []
  return [
    ...fixed.filter((page) => page.path !== ''),
    ...(events[0] ? [{ kind: 'event', path: events[0].url }] : []),
    { kind: 'travel', path: travelPath },
    { kind: 'departure', path: tour.url },
    { kind: 'itinerary', path: href('travels-travel-itinerary', { travel: travelPath.split('/').at(-1) }, routed) },
    { kind: 'not found', path: `/${edition}/nowhere-to-be-found` },
  ]
}

/** What a page's document says about itself at the current width. */
async function measure(page: Page) {
  return page.evaluate(() => {
    // The header is on one line when its controls share one row and no control's text breaks onto a second line.
    const header = document.querySelector<HTMLElement>('.site-header__bar')
    const controls = header
      ? [...header.querySelectorAll<HTMLElement>('a, button, summary')].filter((element) => element.getClientRects().length > 0)
      : []
    const boxes = controls.map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0)
    const textLines = (element: HTMLElement) => {
      const tops: number[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top)
      }
      return tops.filter((top, index) => tops.findIndex((other) => Math.abs(other - top) < 4) === index).length
    }
    const wrapped = controls.filter((element) => textLines(element) > 1).map((element) => element.textContent?.trim() ?? '')
    const oneRow = boxes.length === 0 || Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom))
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      h1: [...document.querySelectorAll('h1')].map((heading) => heading.textContent?.trim() ?? ''),
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
      image: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content ?? '',
      card: document.querySelector<HTMLMetaElement>('meta[name="twitter:card"]')?.content ?? '',
      header: { oneRow, wrapped },
    }
  })
}

for (const edition of EDITION_CODES) {
  test.describe(`every page kind of /${edition}`, () => {
    test.use({ expectedConsoleErrors: [/404/] })

    test(`fits 320, 375 and 1280 px, with one H1, a description and a share image${AXE_EDITIONS.includes(edition) ? ', and no serious axe finding' : ''}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000)
      const problems: string[] = []
      for (const { kind, path } of await pageKinds(request, edition)) {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
        await page.goto(path)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT })
          const facts = await measure(page)
          if (facts.overflow > 0) problems.push(`${kind} ${path} at ${width} px: ${facts.overflow} px wider than the screen`)
          if (width === 1280 && (!facts.header.oneRow || facts.header.wrapped.length > 0))
            problems.push(`${kind} ${path}: the header is not one line at 1280 px (${facts.header.wrapped.join(' / ')})`)
          if (width !== WIDTHS[0]) continue
          if (facts.h1.length !== 1) problems.push(`${kind} ${path}: ${facts.h1.length} H1 (${facts.h1.join(' / ')})`)
          if (!facts.description) problems.push(`${kind} ${path}: no meta description`)
          if (!facts.image) problems.push(`${kind} ${path}: no og:image`)
          if (!facts.card) problems.push(`${kind} ${path}: no twitter:card`)
        }
        if (!AXE_EDITIONS.includes(edition)) continue
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: HEIGHT })
          const results = await new AxeBuilder({ page }).analyze()
          for (const violation of results.violations)
            if (violation.impact === 'serious' || violation.impact === 'critical')
              problems.push(
                `${kind} ${path} at ${width} px: ${violation.id} on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
              )
        }
      }
      expect(problems).toEqual([])
    })
  })
}

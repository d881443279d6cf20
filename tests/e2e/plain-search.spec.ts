import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const PAGE = '/it/abracadabra-cerca-viaggio'

type Understanding = { understood: Array<{ kind: string; label: string }>; filters: Record<string, unknown> }

/** What the site API understands of a request, and how many travels its filters find. */
async function expected(request: APIRequestContext, q: string) {
  const understanding = (await (await request.get(`/api/v1/search/understand?edition=it&q=${encodeURIComponent(q)}`)).json())
    .data as Understanding
  const travels = await request.post('/api/v1/travels/paginated?edition=it', { data: { ...understanding.filters, perPage: 12 } })
  return { understanding, total: (await travels.json()).data.total as number }
}

/** The euro amounts of the cards' prices. */
const cardPrices = (page: Page) =>
  page
    .locator('.b-plain-search__results .card__price strong')
    .allInnerTexts()
    .then((texts) => texts.map((text) => Number(text.replace(/\D/g, ''))).filter((value) => value > 0))

for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`search in plain words at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    for (const [budget, request] of [
      [2500, 'un viaggio di gruppo, massimo 2500 euro'],
      [3000, 'sotto i 3000 euro a primavera'],
    ] as const) {
      test(`"${request}" finds travels within ${budget} euro, says what it understood, and is in the address`, async ({ page }) => {
        await page.goto(PAGE)
        const block = page.locator('[data-block-type="plainSearch"]')
        await expect(block).toHaveAttribute('data-hydrated', 'true')
        await block.getByLabel('Il tuo viaggio, in parole tue').fill(request)
        await block.getByRole('button', { name: 'Cerca', exact: true }).click()
        expect(new URL(page.url()).searchParams.get('q')).toBe(request)
        await expect(block.locator('.b-plain-search__understood li').first()).toContainText(`fino a ${budget.toLocaleString('de-DE')} €`)
        const { total } = await expected(page.request, request)
        expect(total).toBeGreaterThan(0)
        await expect(block.getByRole('status')).toHaveText(`${total} risultati`)
        const prices = await cardPrices(page)
        expect(prices.length).toBeGreaterThan(0)
        for (const price of prices) expect(price).toBeLessThanOrEqual(budget)
        const searches = await page.evaluate(() =>
          (window.dataLayer ?? []).filter((entry) => /search/.test(entry.event)).map((entry) => entry.event),
        )
        expect(searches).toEqual(['search', 'complete_search'])
      })
    }

    test('a request with nothing to understand says the spell did not work; removing a chip searches again without it', async ({
      page,
    }) => {
      await page.goto(`${PAGE}?q=${encodeURIComponent('abracadabra bibbidi bobbidi')}`)
      const block = page.locator('[data-block-type="plainSearch"]')
      await expect(block.getByRole('alert')).toContainText('Ops, l’incantesimo non ha funzionato!')
      await expect(block.getByRole('alert')).toContainText('Prova a descrivere il tuo viaggio con altre parole.')

      const request = 'Asia in estate, massimo 2000 euro'
      await page.goto(`${PAGE}?q=${encodeURIComponent(request)}`)
      await expect(block.getByRole('button', { name: 'Togli fino a 2.000 €' })).toBeVisible()
      const before = await expected(page.request, request)
      await expect(block.getByRole('status')).toHaveText(`${before.total} risultati`)
      await block.getByRole('button', { name: 'Togli fino a 2.000 €' }).click()
      await expect(block.getByRole('button', { name: 'Togli fino a 2.000 €' })).toHaveCount(0)
      const left = new URL(page.url()).searchParams.get('q')!
      expect(left).toBe('asia in estate')
      const after = await expected(page.request, left)
      expect(after.total).toBeGreaterThanOrEqual(before.total)
      await expect(block.getByRole('status')).toHaveText(`${after.total} risultati`)
    })
  })
}

test('the search in plain words is Italian only', async ({ request }) => {
  for (const path of ['/es/busqueda-ia', '/fr/recherche-ia', '/de/ki-suche', '/en/ai-search'])
    expect((await request.get(path)).status()).toBe(404)
  expect((await request.get(PAGE)).status()).toBe(200)
})

test('the sales page of each edition lists departures on offer, the biggest discount first, those on offer by a code naming it', async ({
  page,
}) => {
  for (const edition of ['it', 'de', 'us']) expect((await page.request.get(`/${edition}/sales`)).status()).toBe(200)
  type Answered = { data: Array<{ discount: number; url: string; travel: { promoCode: string | null } }>; total: number; lastPage: number }
  const onOffer = async (pageNumber: number) => {
    const answer = await page.request.post('/api/v1/tours/paginated?edition=it', {
      data: { onOffer: true, sort: 'discount:desc', perPage: 20, page: pageNumber },
    })
    return (await answer.json()).data as Answered
  }
  const first = await onOffer(1)
  expect(first.total).toBeGreaterThan(0)
  expect(first.data.map((tour) => tour.discount)).toEqual([...first.data.map((tour) => tour.discount)].sort((a, b) => b - a))
  await page.goto('/it/sales')
  const block = page.locator('[data-block-type="listing"]')
  await expect(block.getByRole('status')).toHaveText(`${first.total} risultati`)
  const cards = block.locator('.b-listing__grid > li')
  await expect(cards).toHaveCount(Math.min(20, first.total))
  await expect(cards.locator('.card__price-was')).toHaveCount(Math.min(20, first.total))
  expect(await cards.first().getByRole('link').first().getAttribute('href')).toBe(first.data[0]!.url)

  // The last page holds departures without a discount: on offer by their trip's code, which their card names.
  const last = await onOffer(first.lastPage)
  const byCode = last.data.filter((tour) => tour.discount === 0)
  expect(byCode.length).toBeGreaterThan(0)
  await page.goto(`/it/sales?page=${first.lastPage}`)
  await expect(cards).toHaveCount(last.data.length)
  for (const [index, tour] of last.data.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('link').first()).toHaveAttribute('href', tour.url)
    if (tour.discount === 0) await expect(card.locator('.card__promo')).toHaveText(`Codice promo ${tour.travel.promoCode}`)
    else await expect(card.locator('.card__price-was')).toHaveCount(1)
  }
})

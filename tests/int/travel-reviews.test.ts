import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogQuery } from '@/features/catalog/database'
import { travelReviews } from '@/features/catalog/reviews/travel-reviews'
import { probeDatabase } from '@/lib/database/probe'
import type { Review } from '@/payload-types'
import { quiet, testCms, uniqueSlug } from './test-cms'
import { refusal } from '../support/refusal'

let payload: Payload

async function newTravel() {
  const continent =
    (await payload.find({ collection: 'continents', where: { code: { equals: 'oceania' } } })).docs[0] ??
    (await payload.create({ collection: 'continents', locale: 'it', data: { name: 'Oceania', code: 'oceania' }, context: quiet }))
  const destination =
    (await payload.find({ collection: 'destinations', where: { isoCodeAlpha3: { equals: 'RVW' } } })).docs[0] ??
    (await payload.create({
      collection: 'destinations',
      locale: 'it',
      data: { name: 'Paese recensito', isoCodeAlpha3: 'RVW', continent: continent.id },
      context: quiet,
    }))
  return payload.create({
    collection: 'travels',
    locale: 'it',
    data: { title: 'Viaggio recensito', slug: uniqueSlug('reviewed'), destinations: [destination.id], numberOfDays: 8, published: true },
    context: quiet,
  })
}

const review = (travel: number, rating: number, edition: Review['edition'], text: string, date = '2026-10-01') =>
  payload.create({ collection: 'reviews', data: { travel, rating, edition, text, firstName: 'Ada', date }, context: quiet })

beforeAll(async () => {
  payload = await testCms()
})

describe('a travel’s reviews', () => {
  it('rate over every review; show the latest 4- and 5-star ones in the edition’s language only', async () => {
    const travel = await newTravel()
    await review(travel.id, 5, 'en', 'Loved it', '2026-09-01')
    await review(travel.id, 4, 'us', 'Liked it', '2026-10-01')
    await review(travel.id, 3, 'en', 'It was fine')
    await review(travel.id, 1, 'intl', 'Never again')
    await review(travel.id, 5, 'it', 'Bellissimo')

    const english = await travelReviews(catalogQuery(payload), travel.id, 'intl')
    expect(english.shown.map((shown) => [shown.text, shown.rating])).toEqual([
      ['Liked it', 4],
      ['Loved it', 5],
    ])
    expect(english.summary).toMatchObject({ count: 5, average: 3.6 })
    expect(english.summary!.stars.map((stars) => stars.count)).toEqual([2, 1, 1, 0, 1])

    const italian = await travelReviews(catalogQuery(payload), travel.id, 'it')
    expect(italian.shown.map((shown) => shown.text)).toEqual(['Bellissimo'])
    expect((await travelReviews(catalogQuery(payload), travel.id, 'de')).shown).toEqual([])
  })

  it('without a travel: rate over every review; show the latest good ones in the edition’s language', async () => {
    const travel = await newTravel()
    // Dated after any other test's reviews, so they are the site's latest.
    await review(travel.id, 4, 'es', 'Muy bien', '2039-12-30')
    await review(travel.id, 2, 'es', 'Regular', '2039-12-31')
    await review(travel.id, 5, 'es', 'Genial', '2039-12-29')
    const query = catalogQuery(payload)
    const site = await travelReviews(query, null, 'es', 2)
    expect(site.shown.map((shown) => shown.text)).toEqual(['Muy bien', 'Genial'])
    const [all] = await query<{ count: string; average: string }>('SELECT count(*) AS count, avg(rating) AS average FROM reviews')
    expect(site.summary!.count).toBe(Number(all!.count))
    expect(site.summary!.average).toBe(Math.round(Number(all!.average) * 10) / 10)
    expect((await travelReviews(query, travel.id, 'es')).summary!.count).toBe(3)
  })

  it('refuses a rating outside 1-5 or between stars, and keeps text as plain text', async () => {
    const travel = await newTravel()
    for (const rating of [0, 6, 4.5]) expect(await refusal(review(travel.id, rating, 'it', 'Testo'))).toMatch(/1 to 5/)
    expect(
      await refusal(
        payload.create({
          collection: 'reviews',
          data: { travel: travel.id, rating: 5, edition: 'it', text: 'x', firstName: '', date: '2026-10-01' },
          context: quiet,
        }),
      ),
    ).not.toBe('')
    const saved = await review(travel.id, 5, 'it', '<b>Bello</b> &amp; <script>alert(1)</script>vero')
    expect(saved.text).not.toMatch(/<|>/)
    expect(await probeDatabase(() => Promise.resolve(payload))).toMatchObject({ status: 'up' })
  })

  it('go with their travel when it is deleted, in the same transaction', async () => {
    const travel = await newTravel()
    await review(travel.id, 5, 'fr', 'Superbe')
    await review(travel.id, 2, 'fr', 'Décevant')
    await payload.delete({ collection: 'travels', id: travel.id, context: quiet })
    expect((await payload.count({ collection: 'reviews', where: { travel: { equals: travel.id } } })).totalDocs).toBe(0)
  })
})

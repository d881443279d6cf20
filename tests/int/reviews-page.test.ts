import { defaultEdition } from '@/editions/edition'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as postReviews, GET as showReviews } from '@/app/(site)/api/v1/[...path]/route'
import loadReviewsPage from '@/blocks/reviews-page/load-reviews-page'
import type { BlockContext, BlockOf } from '@/blocks/types'
import { catalogQuery } from '@/features/catalog/database'
import { REVIEWS_PER_PAGE } from '@/features/catalog/reviews/review-page-rules'
import { siteRating } from '@/features/catalog/reviews/review-pages'
import { queryShellData } from '@/shell/data/load-shell-data'
import type { Review } from '@/payload-types'
import { testTravel } from './catalog-fixtures'
import { siteCaller } from './site-call'
import { testDestination } from './test-destination'
import { quiet, testCms } from './test-cms'

let payload: Payload
let travel: number
const call = siteCaller('10.8.0')

const review = (rating: number, edition: Review['edition'], text: string, date: string) =>
  payload.create({ collection: 'reviews', data: { travel, rating, edition, text, firstName: 'Lena', date }, context: quiet })

beforeAll(async () => {
  payload = await testCms()
  travel = await testTravel(payload, await testDestination(payload), { title: 'Viaggio recensito', translated: 'Reviewed trip' })
})

describe('GET /reviews', () => {
  it('lists the reviews in the edition’s language, newest first, every rating, page by page without overlap', async () => {
    // Dates no other test writes, so these are the newest.
    for (let day = 1; day <= REVIEWS_PER_PAGE + 3; day++)
      await review(day % 2 ? 5 : 2, 'de', `Bewertung ${day}`, `2099-01-${String(day).padStart(2, '0')}`)
    await review(5, 'it', 'Recensione italiana', '2099-02-01')

    const first = await call(showReviews, 'reviews?edition=de')
    expect(first.status).toBe(200)
    const total = (await payload.count({ collection: 'reviews', where: { edition: { equals: 'de' } } })).totalDocs
    expect(first.body.data).toMatchObject({ currentPage: 1, perPage: REVIEWS_PER_PAGE, lastPage: Math.ceil(total / REVIEWS_PER_PAGE) })
    const texts = first.body.data.data.map((item: { text: string }) => item.text)
    expect(texts.slice(0, 3)).toEqual(['Bewertung 23', 'Bewertung 22', 'Bewertung 21'])
    expect(texts).not.toContain('Recensione italiana')
    expect(first.body.data.data[1]).toMatchObject({
      rating: 2,
      firstName: 'Lena',
      date: '2099-01-22',
      travel: { title: 'Reviewed trip', url: expect.stringMatching(/^\/de\/reiseziele\//) },
    })
    const second = await call(showReviews, 'reviews?edition=de&page=2')
    const secondTexts = second.body.data.data.map((item: { text: string }) => item.text)
    expect(secondTexts.slice(0, 3)).toEqual(['Bewertung 3', 'Bewertung 2', 'Bewertung 1'])
    expect(secondTexts.filter((text: string) => texts.includes(text))).toEqual([])
    const beyond = await call(showReviews, 'reviews?edition=de&page=9999')
    expect(beyond.body.data).toMatchObject({ currentPage: 9999, data: [] })
  })

  it('refuses a bad page or edition with 400, another method with 405', async () => {
    for (const query of ['page=0', 'page=-1', 'page=1.5', 'page=abc', 'page=10001', 'page=', 'edition=xx'])
      expect(await call(showReviews, `reviews?${query}`)).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
    expect(await call(postReviews, 'reviews', { body: {} })).toMatchObject({ status: 405, body: { key: 'METHOD_NOT_ALLOWED' } })
  })
})

describe('the review badge and the reviews page', () => {
  it('show the same figures: the average and count of every review; the badge leads to the reviews page', async () => {
    await review(1, 'fr', 'Décevant', '2026-03-01')
    const rating = await siteRating(catalogQuery(payload))
    const counts = await payload.find({ collection: 'reviews', limit: 0, pagination: false, depth: 0 })
    const sum = counts.docs.reduce((total, item) => total + item.rating, 0)
    expect(rating).toEqual({ count: counts.totalDocs, average: Math.round((sum / counts.totalDocs) * 10) / 10 })

    const { footer } = await queryShellData('it')
    expect(footer.rating).toEqual({ score: rating.average, realRating: rating.average, reviews: rating.count, url: '/it/recensioni' })
    const block = { blockType: 'reviewsPage', id: 'reviews' } as BlockOf<'reviewsPage'>
    const page = await loadReviewsPage(block, { edition: defaultEdition('it'), currency: 'EUR' } as BlockContext)
    expect(page.rating).toEqual(rating)
    expect(page.firstPage.data[0]).toMatchObject({ text: 'Recensione italiana' })
  })
})

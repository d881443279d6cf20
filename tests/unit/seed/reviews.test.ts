import { describe, expect, it } from 'vitest'
import { EDITIONS } from '@/editions/editions'
import { generateCatalog } from '../../../seed/catalog/generate'
import { REVIEW_SENTENCES } from '../../../seed/catalog/review-texts'

describe('generated reviews', () => {
  const catalog = generateCatalog({ travels: 40, tours: 200, detailedTravels: 30, anchor: new Date('2027-03-01') })

  it('review every travel with content in every language, in an edition of that language', () => {
    const detailed = catalog.travels.filter((travel) => travel.details)
    for (const travel of detailed) {
      const languages = new Set(
        catalog.reviews.filter((review) => review.travelId === travel.id).map((review) => EDITIONS[review.edition].language),
      )
      expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr', 'it'])
    }
    const undetailed = new Set(catalog.travels.filter((travel) => !travel.details).map((travel) => travel.id))
    expect(catalog.reviews.some((review) => undetailed.has(review.travelId))).toBe(false)
  })

  it('rate mostly 4 and 5 stars, some lower; are dated before the catalog month; never leave a placeholder', () => {
    const ratings = catalog.reviews.map((review) => review.rating)
    expect(ratings.filter((rating) => rating >= 4).length / ratings.length).toBeGreaterThan(0.7)
    expect(ratings.some((rating) => rating < 4)).toBe(true)
    expect(catalog.reviews.every((review) => review.date < catalog.anchor && !review.text.includes('{'))).toBe(true)
  })

  it('are the same for the same seed and month', () => {
    const again = generateCatalog({ travels: 40, tours: 200, detailedTravels: 30, anchor: new Date('2027-03-01') })
    expect(again.reviews).toEqual(catalog.reviews)
  })

  it('reads right whoever signs it: no first person in a masculine or feminine form', () => {
    // 'Sono partito', 'je suis parti', 'fui solo': wrong under half of the names.
    const gendered = /\b(sono|ero) \p{L}+(to|ta)\b|\b(sola|solo|seul|seule)\b|\bsuis \p{L}+(é|ée)\b/iu
    for (const sentences of Object.values(REVIEW_SENTENCES).flat())
      for (const language of ['it', 'es', 'fr'] as const) for (const sentence of sentences[language]) expect(sentence).not.toMatch(gendered)
  })
})

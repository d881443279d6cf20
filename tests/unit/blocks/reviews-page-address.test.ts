import { describe, expect, it } from 'vitest'
import { reviewsPageFromSearch, reviewsPageSearch } from '@/blocks/reviews-page/review-page-address'

describe('the reviews page’s address', () => {
  it('asks for a page by a whole number from 1; anything else is the first page', () => {
    expect(reviewsPageFromSearch('?page=3')).toBe(3)
    expect(reviewsPageFromSearch('?utm_source=x&page=12')).toBe(12)
    for (const search of ['', '?page=0', '?page=-2', '?page=1.5', '?page=abc', '?page=10001', '?page=999999'])
      expect(reviewsPageFromSearch(search)).toBe(1)
  })

  it('names the first page without a parameter, so it is the cached page’s own address, and keeps other parameters', () => {
    expect(reviewsPageSearch('', 1)).toBe('')
    expect(reviewsPageSearch('?page=4', 1)).toBe('')
    expect(reviewsPageSearch('', 2)).toBe('?page=2')
    expect(reviewsPageSearch('?utm_source=mail&page=2', 3)).toBe('?utm_source=mail&page=3')
  })
})

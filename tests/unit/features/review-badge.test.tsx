import { defaultEdition } from '@/editions/edition'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { footerData } from '@/shell/data/read-shell-data'
import { RatingWidget } from '@/features/rating/RatingWidget'
import type { Footer } from '@/payload-types'

const site = { average: 4.3, count: 128 }

describe('the review badge', () => {
  it('shows the site’s own rating and leads to its reviews page when no external review site is named', () => {
    expect(footerData(null, defaultEdition('es'), site).rating).toEqual({ score: 4.3, realRating: 4.3, reviews: 128, url: '/es/opiniones' })
    const footer = { rating: { score: 4.8, realRating: 4.7, reviews: 12086, url: null } } as unknown as Footer
    expect(footerData(footer, defaultEdition('de'), site).rating).toEqual({
      score: 4.3,
      realRating: 4.3,
      reviews: 128,
      url: '/de/bewertungen',
    })
  })

  it('shows an external review site’s figures and leads there when the footer names its page', () => {
    const footer = {
      rating: { score: 4.8, realRating: 4.7, reviews: 12086, url: 'https://reviews.example.org/wayfarer' },
    } as unknown as Footer
    expect(footerData(footer, defaultEdition('it'), site).rating).toEqual({
      score: 4.8,
      realRating: 4.7,
      reviews: 12086,
      url: 'https://reviews.example.org/wayfarer',
    })
  })

  it('opens the site’s reviews page in place and an external one in a new tab', () => {
    const own = renderToStaticMarkup(
      <RatingWidget edition="en" rating={{ score: 4.3, realRating: 4.3, reviews: 128, url: '/en/reviews' }} />,
    )
    expect(own).toMatch(/^<a class="rating" href="\/en\/reviews">/)
    expect(own).toContain('128')
    const external = renderToStaticMarkup(
      <RatingWidget edition="en" rating={{ score: 4.8, realRating: 4.7, reviews: 12086, url: 'https://reviews.example.org/w' }} />,
    )
    expect(external).toContain('target="_blank"')
  })

  it('writes the score as the edition writes a decimal', () => {
    const rating = { score: 4.4, realRating: 4.4, reviews: 7447, url: null }
    expect(renderToStaticMarkup(<RatingWidget edition="it" rating={rating} />)).toContain('>4,4 su 5<')
    expect(renderToStaticMarkup(<RatingWidget edition="en" rating={rating} />)).toContain('>4.4 out of 5<')
  })
})

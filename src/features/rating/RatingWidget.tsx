import { EDITIONS, type EditionCode } from '@/editions/editions'
import { translator } from '@/editions/translator'
import type { Rating } from '@/shell/data/types'
import { ratingBand, ratingFillPercent } from './rating'
import './rating.css'

/** The review widget: score, band label and colour, stars filled 20 % each; the site's reviews page opens in place, an external one in a new tab. */
export function RatingWidget({ edition, rating }: { edition: EditionCode; rating: Rating }) {
  const t = translator(edition, 'rating')
  const band = ratingBand(rating.realRating)
  // As the edition writes a decimal: 4,4 su 5, 4.4 out of 5.
  const score = new Intl.NumberFormat(EDITIONS[edition].locale, { maximumFractionDigits: 1 }).format(rating.score)
  const content = (
    <>
      <span className="rating__title">{t('title')}</span>
      {band.evaluation && (
        <span className="rating__label" style={{ color: band.color }}>
          {t(band.evaluation)}
        </span>
      )}
      <span
        className="rating__stars"
        role="img"
        aria-label={t('score', { score })}
        style={{ '--rating-fill': `${ratingFillPercent(rating.score)}%`, '--rating-color': band.color } as React.CSSProperties}
      >
        <span aria-hidden="true">★★★★★</span>
      </span>
      <span className="rating__score">{t('score', { score })}</span>
      <span className="rating__reviews">{t('reviews', { count: rating.reviews })}</span>
    </>
  )
  if (rating.url?.startsWith('/'))
    return (
      <a className="rating" href={rating.url}>
        {content}
      </a>
    )
  return rating.url ? (
    <a className="rating" href={rating.url} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <div className="rating">{content}</div>
  )
}

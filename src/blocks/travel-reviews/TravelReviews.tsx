import { formatMonth } from '@/editions/formats'
import { translator } from '@/editions/translator'
import { loadShellData } from '@/shell/data/load-shell-data'
import { RatingWidget } from '@/features/rating/RatingWidget'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import type { TravelReviews as Reviews } from '@/features/catalog/reviews/travel-reviews'
import { ReviewTrack } from './ReviewTrack'

/**
 * What travellers say (about this travel, or on any other page about every travel: there only the
 * average, the count and the latest good reviews, the page's weight kept for what sells): the review badge (the site's score on the review site, its band's word and
 * colour), this travel's average and how many reviews gave each number of stars, then a slider of its latest 4- and 5-star reviews in the
 * edition's language. The slider scrolls by touch and keyboard without JavaScript; the island
 * draws its reviews from compact props (once in the page) and adds the previous/next buttons.
 */
export default async function TravelReviews({ block, frame, context, data: reviews }: BlockProps<'travelReviews', Reviews | null>) {
  if (!reviews) return null
  const { edition } = context
  const t = translator(edition.code, 'travel')
  const words = translator(edition.code, 'rating')
  const { footer } = await loadShellData(edition.code)
  const decimal = new Intl.NumberFormat(edition.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const { summary, shown } = reviews
  const onTravel = Boolean(context.routeData.travel)
  const titleId = `${frame.id}-title`
  const track = {
    reviews: shown.map((review) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      author: review.firstName,
      date: review.date,
      month: formatMonth(review.date.slice(0, 7), edition.code),
    })),
    // Filled in per review: the placeholder passes through as text.
    starsLabel: t('reviews.stars', { score: '{score}' }),
    labelledBy: titleId,
  }
  return (
    <BlockRoot frame={frame} interactive={shown.length > 1}>
      <div className="b-reviews">
        <h2 id={titleId} className="b-reviews__title">
          {block.title || t('reviews.title')}
        </h2>
        <div className="b-reviews__scores">
          {onTravel && (
            <div className="b-reviews__badge">
              <RatingWidget edition={edition.code} rating={footer.rating} />
            </div>
          )}
          {summary && (
            <div className="b-reviews__summary">
              <p className="b-reviews__average">
                {t(onTravel ? 'reviews.average' : 'reviews.siteAverage', {
                  average: decimal.format(summary.average),
                  count: summary.count,
                })}
              </p>
              {onTravel && (
                <ul className="b-reviews__bands" aria-label={t('reviews.bands')}>
                  {summary.stars.map((stars) => (
                    <li key={stars.rating} className="b-reviews__band">
                      <span className="b-reviews__band-label">{words(stars.evaluation)}</span>
                      <span
                        className="b-reviews__band-bar"
                        style={{ '--share': `${stars.percent}%`, '--band': stars.color } as React.CSSProperties}
                        aria-hidden="true"
                      />
                      <span className="b-reviews__band-count">{stars.count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
        {shown.length > 0 ? (
          <div className="b-reviews__slider">
            {shown.length > 1 ? (
              <Island
                frame={frame}
                type="travelReviews"
                props={{ track, labels: { previous: t('reviews.previous'), next: t('reviews.next') } }}
              />
            ) : (
              <ReviewTrack {...track} />
            )}
          </div>
        ) : (
          <p className="b-reviews__none">{t('reviews.none')}</p>
        )}
      </div>
    </BlockRoot>
  )
}

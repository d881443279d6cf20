import { Stars } from '@/features/rating/Stars'

/** A review as the track draws it: the words already in the edition's language. */
export type TrackReview = { id: number; rating: number; text: string; author: string; date: string; month: string }

/**
 * The reviews side by side, scrolling by touch and keyboard without JavaScript. Drawn by the
 * island from compact props when it is there (more than one review), by the server otherwise.
 */
export function ReviewTrack({ reviews, starsLabel, labelledBy }: { reviews: TrackReview[]; starsLabel: string; labelledBy: string }) {
  return (
    <ul className="b-reviews__track" tabIndex={0} aria-labelledby={labelledBy} data-reviews-track>
      {reviews.map((review) => (
        <li key={review.id} className="b-reviews__card" data-rating={review.rating}>
          <Stars score={review.rating} label={starsLabel.replace('{score}', String(review.rating))} />
          <blockquote className="b-reviews__text">
            <p>{review.text}</p>
          </blockquote>
          <p className="b-reviews__author">
            {review.author} · <time dateTime={review.date}>{review.month}</time>
          </p>
        </li>
      ))}
    </ul>
  )
}

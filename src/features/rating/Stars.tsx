import { ratingFillPercent } from './rating'

/** Five stars filled to a score (20 percent a star), read out as its label. */
export function Stars({ score, label }: { score: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label} style={{ '--fill': `${ratingFillPercent(score)}%` } as React.CSSProperties}>
      <span className="stars__fill" aria-hidden="true" />
    </span>
  )
}

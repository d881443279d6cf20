import { resourceAddress } from '@/features/media/resource'
import { StatusLine } from './StatusLine'
import type { WordedCard } from './worded-card'

const SIZES = '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 85vw'

/** A trip card drawn from its words (by an island): the markup and classes of the travel and tour cards. */
export function WordedTripCard({ card }: { card: WordedCard }) {
  const { cover, eyebrow } = card
  return (
    <article className={typeof eyebrow === 'string' ? 'card' : 'card card--tour'}>
      <a className="card__link" href={card.url}>
        {cover ? (
          <picture className="card__cover">
            <img
              src={resourceAddress(cover.id, cover.name, 'card')}
              srcSet={`${resourceAddress(cover.id, cover.name, 'thumbnail')} 400w, ${resourceAddress(cover.id, cover.name, 'card')} 768w`}
              sizes={SIZES}
              alt={cover.alt}
              width={768}
              height={512}
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          </picture>
        ) : (
          <div className="card__cover card__cover--empty" aria-hidden="true" />
        )}
        <div className="card__body">
          <p className="card__eyebrow">
            {typeof eyebrow === 'string' ? (
              eyebrow
            ) : (
              <>
                <time dateTime={eyebrow[0][0]}>{eyebrow[0][1]}</time> – <time dateTime={eyebrow[1][0]}>{eyebrow[1][1]}</time>
              </>
            )}
          </p>
          <h3 className="card__title">{card.title}</h3>
          <p className="card__meta">{card.meta}</p>
          {card.price && (
            <p className="card__price">
              <strong>{card.price}</strong>
              {card.was && (
                <s className="card__price-was">
                  <span className="visually-hidden">{card.was[1]}</span>
                  <span aria-hidden="true">{card.was[0]}</span>
                </s>
              )}
            </p>
          )}
          {card.promo && <p className="card__promo">{card.promo}</p>}
          {card.dates && (
            <p className="card__dates">
              {card.dates[0]}:{' '}
              {card.dates[1].map(([iso, text], index) => (
                <span key={iso}>
                  {index > 0 && ', '}
                  <time dateTime={iso}>{text}</time>
                </span>
              ))}
            </p>
          )}
          {card.status && <StatusLine {...card.status} />}
        </div>
      </a>
    </article>
  )
}

import { formatPrice } from '@/editions/formats'
import { resourceAddress } from '@/features/media/resource'
import { eventClock, eventShortDay } from './event-time'
import { FEW_SPOTS, type EventCardData } from './event-card'

type Texts = {
  free: string
  pricePerPerson: (price: string) => string
  status: (status: EventCardData['status']) => string
  spotsLeft: (count: number) => string
}

const SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw'

/** One event in a list: picture, day and time on its city's clock, title (its page's link), place, price, state. */
export function EventCard({
  card,
  locale,
  texts,
  heading: Heading,
  onSelect,
}: {
  card: EventCardData
  locale: string
  texts: Texts
  /** One level below the list's own title. */
  heading: 'h2' | 'h3'
  onSelect?: () => void
}) {
  const few = card.status === 'available' && card.spotsLeft !== null && card.spotsLeft <= FEW_SPOTS
  return (
    <article className="event-card" data-status={card.status}>
      {card.picture && (
        <img
          className="event-card__picture"
          src={resourceAddress(card.picture.id, card.picture.seoName, 'card')}
          srcSet={`${resourceAddress(card.picture.id, card.picture.seoName, 'thumbnail')} 400w, ${resourceAddress(card.picture.id, card.picture.seoName, 'card')} 768w`}
          sizes={SIZES}
          alt={card.picture.alt}
          loading="lazy"
          decoding="async"
          width={768}
          height={480}
        />
      )}
      <div className="event-card__body">
        <p className="event-card__when">
          <time dateTime={card.startsAt}>
            {eventShortDay(card.startsAt, card.city.timeZone, locale)} · {eventClock(card.startsAt, card.city.timeZone, locale)}
          </time>
        </p>
        <Heading className="event-card__title">
          <a href={card.url} onClick={onSelect}>
            {card.title}
          </a>
        </Heading>
        <p className="event-card__place">
          {card.city.name} · {card.venue}
        </p>
        <p className="event-card__foot">
          <span className="event-card__price">
            {card.price.free ? texts.free : texts.pricePerPerson(formatPrice(card.price.amount, card.price.currency))}
          </span>
          {card.status !== 'available' ? (
            <span className="event-card__status">{texts.status(card.status)}</span>
          ) : (
            few && <span className="event-card__status event-card__status--few">{texts.spotsLeft(card.spotsLeft!)}</span>
          )}
        </p>
      </div>
    </article>
  )
}

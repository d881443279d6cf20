import type { CSSProperties } from 'react'
import { WordedTripCard } from '@/features/trip-cards/WordedTripCard'
import type { WordedCard } from '@/features/trip-cards/worded-card'

/** Trip cards as carousel slides, in the markup the server's slides have (swipeable without JavaScript). */
export function CardSlides({ cards, perView }: { cards: WordedCard[]; perView: number }) {
  return (
    <div className="b-carousel__viewport b-carousel__viewport--carousel" style={{ '--per-view': perView } as CSSProperties}>
      <ul className="b-carousel__track">
        {cards.map((card) => (
          <li className="b-carousel__slide" key={card.id}>
            <WordedTripCard card={card} />
          </li>
        ))}
      </ul>
    </div>
  )
}

'use client'

/** One day of the itinerary: its label ("Day 3"), title, place and paragraph. */
type ItineraryDay = { label: string; title: string; place: string | null; text: string | null }

export type ItineraryDaysProps = { days: ItineraryDay[] }

/**
 * The days, each a native disclosure (keyboard and screen-reader friendly, no JavaScript), the
 * first open; drawn from compact props, so the page carries them once, not as markup and again as
 * its tree. Not hydrated on a page the server drew (the block passes `hydrate={false}`): no
 * trigger loads its code.
 */
export default function ItineraryDays({ days }: ItineraryDaysProps) {
  return (
    <ol className="b-itinerary__stages">
      {days.map((day, index) => (
        <li key={index} className="b-itinerary__stage">
          <details className="b-itinerary__details" open={index === 0}>
            <summary className="b-itinerary__summary">
              <span className="b-itinerary__day">{day.label}</span>
              <span className="b-itinerary__stage-title">{day.title}</span>
            </summary>
            {day.place && <p className="b-itinerary__place">{day.place}</p>}
            {day.text && <p className="b-itinerary__text">{day.text}</p>}
          </details>
        </li>
      ))}
    </ol>
  )
}

import { translator } from '@/editions/translator'
import { itineraryMapAddress, MAP_HEIGHT, MAP_WIDTH } from '@/features/maps/map-address'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'

/**
 * The itinerary day by day: each stage a native disclosure (keyboard and screen-reader friendly,
 * no JavaScript), beside a map of the stages drawn on the server as an SVG image.
 */
export default function TravelItinerary({ block, frame, context }: BlockProps<'travelItinerary'>) {
  const stages = context.routeData.travel?.stages ?? []
  if (stages.length === 0) return null
  const t = translator(context.edition.code, 'travel')
  // Several days at one place make one stop on the map and in its description.
  const stops = stages.filter(
    (stage, index) => index === 0 || (stage.place ?? stage.title) !== (stages[index - 1]!.place ?? stages[index - 1]!.title),
  )
  const located = stops.flatMap((stage) =>
    stage.latitude !== null && stage.longitude !== null ? [{ longitude: stage.longitude, latitude: stage.latitude }] : [],
  )
  const places = stops.map((stage) => stage.place ?? stage.title).join(' → ')
  const mapAlt = t('mapAlt', { places })
  return (
    <BlockRoot frame={frame}>
      <div className="b-itinerary" data-has-map={block.showMap !== false && located.length > 0 ? true : undefined}>
        <h2 className="b-itinerary__title">{block.title || t('itinerary')}</h2>
        <ol className="b-itinerary__stages">
          {stages.map((stage, index) => (
            <li key={index} className="b-itinerary__stage">
              <details className="b-itinerary__details" open={index === 0}>
                <summary className="b-itinerary__summary">
                  <span className="b-itinerary__day">{t('day', { day: index + 1 })}</span>
                  <span className="b-itinerary__stage-title">{stage.title}</span>
                </summary>
                {stage.place && <p className="b-itinerary__place">{stage.place}</p>}
                {stage.description && <p className="b-itinerary__text">{stage.description}</p>}
              </details>
            </li>
          ))}
        </ol>
        {block.showMap !== false && located.length > 0 && (
          <figure className="b-itinerary__map">
            <img
              src={itineraryMapAddress(located, mapAlt)}
              alt={mapAlt}
              width={MAP_WIDTH}
              height={MAP_HEIGHT}
              loading="lazy"
              decoding="async"
            />
          </figure>
        )}
      </div>
    </BlockRoot>
  )
}

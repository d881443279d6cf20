import { translator } from '@/editions/translator'
import { itineraryStops } from '@/features/catalog/itinerary-stops'
import { itineraryMapAddress, MAP_HEIGHT, MAP_WIDTH } from '@/features/maps/map-address'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'

/**
 * The itinerary day by day: each stage a native disclosure (keyboard and screen-reader friendly,
 * no JavaScript), beside a map of the stages drawn on the server as an SVG image. The days, the
 * longest part of a long trip's page, are drawn by an island that no trigger hydrates
 * (TravelItinerary.client.tsx): the page carries them once, as compact props.
 */
export default function TravelItinerary({ block, frame, context }: BlockProps<'travelItinerary'>) {
  const stages = context.routeData.travel?.stages ?? []
  if (stages.length === 0) return null
  const t = translator(context.edition.code, 'travel')
  const stops = itineraryStops(stages)
  const located = stops.flatMap((stop) =>
    stop.latitude !== null && stop.longitude !== null ? [{ longitude: stop.longitude, latitude: stop.latitude }] : [],
  )
  const places = stops.map((stop) => stop.name).join(' → ')
  const mapAlt = t('mapAlt', { places })
  return (
    <BlockRoot frame={frame}>
      <div className="b-itinerary" data-has-map={block.showMap !== false && located.length > 0 ? true : undefined}>
        <h2 className="b-itinerary__title">{block.title || t('itinerary')}</h2>
        <Island
          frame={frame}
          type="travelItinerary"
          hydrate={false}
          props={{
            days: stages.map((stage, index) => ({
              label: t('day', { day: index + 1 }),
              title: stage.title,
              place: stage.place,
              text: stage.description,
            })),
          }}
        />
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

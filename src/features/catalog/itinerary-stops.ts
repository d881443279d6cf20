/** What a stop needs of an itinerary day. */
type Stage = { title: string; place: string | null; latitude: number | null; longitude: number | null }

export type ItineraryStop = { name: string; latitude: number | null; longitude: number | null }

/**
 * The places an itinerary stops at, in order: consecutive days at one place make one stop, named
 * by its place (a day without one is a stop of its own title), at the first such day's coordinates.
 */
export function itineraryStops(stages: readonly Stage[]): ItineraryStop[] {
  const stops: ItineraryStop[] = []
  for (const stage of stages) {
    const name = stage.place ?? stage.title
    if (stops.at(-1)?.name !== name) stops.push({ name, latitude: stage.latitude, longitude: stage.longitude })
  }
  return stops
}

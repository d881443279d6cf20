/** What a coordinator's destinations are derived from: the published travels they lead. */
type LedTravel = { coordinatorId: number | null; destinationIds: readonly number[] }

/**
 * Each coordinator's destinations: the countries of the published travels they lead, each once,
 * in the order their travels name them. A coordinator without travels is absent from the map.
 */
export function destinationsByCoordinator(travels: readonly LedTravel[]): Map<number, number[]> {
  const byCoordinator = new Map<number, Set<number>>()
  for (const travel of travels) {
    if (travel.coordinatorId === null) continue
    const destinations = byCoordinator.get(travel.coordinatorId) ?? new Set<number>()
    for (const id of travel.destinationIds) destinations.add(id)
    byCoordinator.set(travel.coordinatorId, destinations)
  }
  return new Map([...byCoordinator].map(([coordinator, destinations]) => [coordinator, [...destinations]]))
}

/** The travels one coordinator leads, by id (their upcoming departures are these travels' tours). */
export function travelsLedBy<T extends { id: number; coordinatorId: number | null }>(
  travels: readonly T[],
  coordinatorId: number,
): number[] {
  return travels.flatMap((travel) => (travel.coordinatorId === coordinatorId ? [travel.id] : []))
}

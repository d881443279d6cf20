/** The filter's value for every destination: nothing chosen, every card shows. */
export const ALL_DESTINATIONS = ''

/** A card's destinations as its `data-destinations` attribute: ids separated by spaces. */
export const destinationsAttribute = (ids: readonly number[]): string => ids.join(' ')

/** Whether a card (its `data-destinations`) shows for the chosen destination. */
export function matchesDestination(attribute: string, chosen: string): boolean {
  return chosen === ALL_DESTINATIONS || attribute.split(' ').includes(chosen)
}

/** How many cards show for each destination (the count the filter announces), by destination id. */
export function cardsPerDestination(cards: ReadonlyArray<{ destinations: ReadonlyArray<{ id: number }> }>): Map<number, number> {
  const counts = new Map<number, number>()
  for (const card of cards) for (const { id } of card.destinations) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

/**
 * Cache tags of the pages that show WeMeet events. An event's save or a place taken or given
 * back expires its page and the lists (spots left, sold out); a city's save expires them all
 * (its name is on every card); a new event or address may give a page to an address that led
 * nowhere.
 */
export const eventTags = {
  all: 'events',
  event: (id: number | string) => `event:${id}`,
  lists: 'event-lists',
  missingAddresses: 'event-addresses-missing',
}

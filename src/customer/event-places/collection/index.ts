export { EventPlaces } from './event-places'
export { mailCancelledEvent } from './mail-cancelled-event'

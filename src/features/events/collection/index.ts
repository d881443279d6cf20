export { EventCities } from './event-cities'
export { Events } from './events'

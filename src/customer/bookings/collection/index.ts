export { Bookings } from './bookings'
export { BookingSystems } from './booking-systems'

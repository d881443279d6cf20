import type { CalendarTour } from '@/features/calendar/build-months'

/** A departure for calendar tests: confirmed at €1,000 unless told otherwise. */
export const calendarTour = (
  id: number,
  startingDate: string,
  endingDate: string,
  status: CalendarTour['status'] = 'CONFIRMED',
  price = 100_000,
): CalendarTour => ({ id, code: `T${id}`, startingDate, endingDate, status, basePrice: price, price })

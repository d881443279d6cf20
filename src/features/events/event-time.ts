const formats = new Map<string, Intl.DateTimeFormat>()

function format(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    formats.set(key, found)
  }
  return found
}

/** The day an event happens on, as its city's calendar has it: "sabato 12 dicembre 2026". */
export const eventDay = (instant: string, timeZone: string, locale: string) =>
  format(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(instant))

/** A short day for cards: "sab 12 dic". */
export const eventShortDay = (instant: string, timeZone: string, locale: string) =>
  format(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(instant))

/** The time on the city's clock: "19:30" (or "7:30 PM" in the US). */
export const eventClock = (instant: string, timeZone: string, locale: string) =>
  format(locale, timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant))

/** Day and time: "sabato 12 dicembre 2026, 19:30". */
export const eventMoment = (instant: string, timeZone: string, locale: string) =>
  `${eventDay(instant, timeZone, locale)}, ${eventClock(instant, timeZone, locale)}`

/** The periods every language's privacy policy states (days, months, years): one place for the numbers. */
export const RETENTION = {
  /** The `_device_id` and currency cookies' lifetime (`DEVICE_ID_MAX_AGE_S`, `CURRENCY_COOKIE_MAX_AGE_S`). */
  cookieDays: 365,
  /** A sign-in code's validity (`CODE_TTL_SECONDS`). */
  codeMinutes: 10,
  accountClosedDays: 30,
  /** Accounting records (Italian Civil Code, art. 2220). */
  bookingYears: 10,
  tripDataDays: 30,
  logDays: 30,
  minimumAge: 18,
} as const

/** The Italian data protection authority: its own name in every language. */
export const SUPERVISOR = {
  name: 'Garante per la protezione dei dati personali',
  address: 'Piazza Venezia 11, 00187 Roma',
  site: 'www.garanteprivacy.it',
} as const

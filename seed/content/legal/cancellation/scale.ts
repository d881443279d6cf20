import type { SeedLanguage } from '../../types'

/** The cancellation rules every language's policy states: one place for the days, percentages and amounts. */
export const CANCELLATION = {
  /** Cancelling this many days before departure, or earlier, costs nothing. */
  freeFromDays: 31,
  /** The fee (share of the price) when cancelling between `fromDays` and `toDays` days before departure. */
  bands: [
    { fromDays: 30, toDays: 15, percent: 50 },
    { fromDays: 14, toDays: 8, percent: 75 },
    { fromDays: 7, toDays: 0, percent: 100 },
  ],
  refundWithinDays: 14,
  deposit: 100,
  flexible: { price: 49, freeFromDays: 8, giftCardMonths: 12 },
  /** A departure short of its minimum this many days before leaving is cancelled by the operator. */
  minimumCheckDays: 21,
  /** Notice needed to transfer a booking to another person (Italian Tourism Code, art. 38). */
  transferNoticeDays: 7,
  /** The trip price of the worked examples. */
  examplePrice: 1290,
} as const

/** The fee for cancelling a booking of `price` the given number of days before departure (standard scale). */
export function cancellationFee(price: number, daysBefore: number): number {
  if (daysBefore >= CANCELLATION.freeFromDays) return 0
  const band = CANCELLATION.bands.find((b) => daysBefore <= b.fromDays && daysBefore >= b.toDays)
  return ((band?.percent ?? 100) * price) / 100
}

const LOCALES: Record<SeedLanguage, string> = { it: 'it-IT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' }

/** ES2023's `useGrouping: 'always'`, which the ES2022 lib types lack: Italian and Spanish then group 1.290 € too. */
const ALWAYS_GROUP = { useGrouping: 'always' } as unknown as Pick<Intl.NumberFormatOptions, 'useGrouping'>

/** An amount in euros as the language writes it: cents only when there are some (645 €, 967,50 €). */
export function euros(amount: number, language: SeedLanguage): string {
  const cents = Number.isInteger(amount) ? 0 : 2
  const options = {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
    ...ALWAYS_GROUP,
  } as const
  return new Intl.NumberFormat(LOCALES[language], options).format(amount)
}

import type { Edition } from '@/editions/edition'
import { formatPrice } from '@/editions/formats'
import type { CatalogSnapshot } from '@/features/catalog/search/snapshot'
import { inEdition } from '@/features/catalog/search/present'
import type { DaySpan } from './italian-dates'
import type { Understood } from './parse-request'

export type LabelWords = {
  budgetMax: (price: string) => string
  budgetMin: (price: string) => string
  budgetRange: (min: string, max: string) => string
  days: (from: number, to: number) => string
  confirmed: string
  age: (badge: string) => string
}

const utc = (day: string) => new Date(`${day}T12:00:00Z`)

/** A span of days as people say it: a whole month by its name, else its first and last day. */
function spanLabel({ from, to }: DaySpan, locale: string): string {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number]
  const lastOfMonth = new Date(Date.UTC(fromYear, fromMonth, 0)).toISOString().slice(0, 10)
  if (to === lastOfMonth && (fromDay === 1 || from.slice(0, 7) === to.slice(0, 7)))
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(to))
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
    utc(from),
    utc(to),
  )
}

/** What a chip says of one understood thing, in the edition's words and names. */
export function understoodLabel(
  each: Understood,
  { edition, snapshot, words }: { edition: Edition; snapshot: CatalogSnapshot; words: LabelWords },
): string {
  const euro = (amount: number) => formatPrice(amount * 100, 'EUR')
  switch (each.kind) {
    case 'destinations':
      return each.ids.map((id) => inEdition(snapshot.destinations.get(id)?.names ?? {}, edition.code)).join(', ')
    case 'continent':
      return inEdition(snapshot.continents.get(each.id)?.names ?? {}, edition.code)
    case 'dates':
      return spanLabel(each.span, edition.locale)
    case 'budget':
      if (each.min !== null && each.max !== null) return words.budgetRange(euro(each.min), euro(each.max))
      return each.max !== null ? words.budgetMax(euro(each.max)) : words.budgetMin(euro(each.min ?? 0))
    case 'duration':
      return words.days(each.from, each.to)
    case 'travel-type':
      return inEdition(snapshot.travelTypes.get(each.code)?.names ?? {}, edition.code) || each.code
    case 'travel-style':
      return inEdition(snapshot.travelStyles.get(each.code)?.names ?? {}, edition.code) || each.code
    case 'age':
      return words.age(each.badge === '35-49' ? '35+' : each.badge)
    case 'confirmed':
      return words.confirmed
  }
}

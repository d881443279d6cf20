import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/cms/relation-ids'
import { SLUG_PATTERN } from '@/lib/text/slug'

type FieldError = { path: string; message: string }

const TIMED_FIELDS = ['startsAt', 'endsAt', 'joinUntil', 'cancelBefore'] as const

/**
 * What must hold for an event to make sense, on every save: its times are entered in its city's
 * time zone (a time typed for Milan in New York's zone would be six hours off on the site), it
 * ends after it starts, joining and cancelling close no later than the start, it has an organiser,
 * and a paid event has a price (the last two once it is published). The unique key (city and slug) is written here too.
 */
export const checkEvent: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const merged = { ...originalDoc, ...data }
  const errors: FieldError[] = []
  const cityId = relationId(merged.city)
  const city = cityId
    ? await req.payload.findByID({ collection: 'event-cities', id: cityId, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  if (city) {
    for (const field of TIMED_FIELDS) {
      if (!merged[field]) continue
      const zone = merged[`${field}_tz`]
      if (zone && zone !== city.timeZone)
        errors.push({ path: field, message: `${city.name ?? 'This city'} keeps ${city.timeZone} time: enter the time in that zone.` })
    }
  }
  const start = merged.startsAt ? Date.parse(merged.startsAt) : NaN
  const after = (field: string) => (merged[field] ? Date.parse(merged[field]) : NaN)
  if (after('endsAt') <= start) errors.push({ path: 'endsAt', message: 'The end comes after the start.' })
  if (after('joinUntil') > start) errors.push({ path: 'joinUntil', message: 'Joining closes at the start at the latest.' })
  if (after('cancelBefore') > start) errors.push({ path: 'cancelBefore', message: 'Cancelling closes at the start at the latest.' })
  // Drafts may be half written; what a visitor would miss is required when the event goes live.
  const publishing = merged._status !== 'draft'
  if (publishing && !relationId(merged.organiser?.coordinator) && !merged.organiser?.host?.trim())
    errors.push({ path: 'organiser.host', message: 'Choose a coordinator or name the host.' })
  if (publishing && !merged.free && !(merged.prices ?? []).length)
    errors.push({ path: 'prices', message: 'A paid event has a price (or tick Free entry).' })
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req }, req.t)
  return cityId && merged.slug ? { ...data, key: `${cityId}/${merged.slug}` } : data
}

/** A slug that is one address segment: lowercase words joined by hyphens. */
export const segmentSlug = (value: unknown): true | string =>
  typeof value === 'string' && SLUG_PATTERN.test(value) && !value.includes('/') ? true : 'Lowercase words joined by hyphens.'

import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { editionCurrencyQuery, requestCurrency, requestEdition } from '@/editions/call-edition'
import { EDITIONS } from '@/editions/editions'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { siteCalls } from '@/lib/site-api/site-call'
import { upcomingEvents } from './event-data'
import { requireEventsArea } from './events-area'
import { EVENT_STATUSES } from './event-status'
import { QUICK_DATE_FILTERS, startsWithin } from './quick-dates'

const eventsQuery = editionCurrencyQuery.extend({
  city: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(60)
    .optional()
    .describe("a city's slug; else every city"),
  when: z.enum(QUICK_DATE_FILTERS).default('whenever').describe("a quick date filter, counted in each event's city"),
})

const eventAnswer = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  city: z.object({ id: z.number(), slug: z.string(), name: z.string(), timeZone: z.string(), country: z.string() }),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  joinUntil: z.string(),
  cancelBefore: z.string(),
  venue: z.object({ name: z.string(), address: z.string(), latitude: z.number(), longitude: z.number() }),
  picture: z.unknown(),
  summary: z.string(),
  price: z.union([z.object({ free: z.literal(true) }), z.object({ free: z.literal(false), amount: z.number(), currency: z.string() })]),
  spots: z.number().nullable(),
  spotsLeft: z.number().nullable(),
  attendees: z.number(),
  status: z.enum(EVENT_STATUSES),
})

async function listEvents(request: NextRequest) {
  const edition = await requestEdition(request)
  requireEventsArea(edition)
  const parsed = eventsQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success)
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    })
  const { city, when } = parsed.data
  const now = new Date()
  const events = await upcomingEvents(await cms(), { edition, currency: requestCurrency(request, edition) }, now)
  const { weekStartsOn } = EDITIONS[edition.code]
  return {
    events: events.filter(
      (event) =>
        (!city || event.city.slug === city) && startsWithin(when, new Date(event.startsAt), event.city.timeZone, now, weekStartsOn),
    ),
  }
}

/** WeMeet events, for the events list's filters. */
export const EVENTS_API = siteCalls({
  method: 'GET',
  path: '/events',
  summary:
    "The edition's WeMeet events not over yet, by start, with their state and spots left; `city` and `when` (today, tomorrow, this-week, next-week, this-weekend, this-month, next-30-days, whenever: days counted in each event's city, weeks from the edition's first weekday) narrow them.",
  query: eventsQuery,
  answer: z.object({ events: z.array(eventAnswer) }),
  errors: [[404, 'NOT_FOUND', 'an edition without the events area (de, en)']],
  handler: listEvents,
})

import { TZDate } from '@date-fns/tz'
import { dayIn } from '../../src/features/events/quick-dates'
import type { EventStatus } from '../../src/features/events/event-status'
import { Random } from '../catalog/random'
import type { Landmark, SceneKind, SceneSpec, TimeOfDay } from '../scenes/types'
import { signature } from '../scenes/types'
import type { SeedCity, SeedVenue } from './cities'
import { EVENT_KIND_COPY, EVENT_KINDS, type EventKind } from './event-kinds'

/** Events per city: one in the next days, then one a week or so out, then further into the three months. */
const OFFSET_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0, 2],
  [3, 9],
  [10, 30],
  [31, 60],
  [61, 88],
]

/** Which of a city's events (city index, event index) show each state that is not simply open. */
const CANCELLED = ['1:2', '4:3', '7:1']
const JOINING_CLOSED = ['0:1', '3:1', '6:1', '8:1']
const SOLD_OUT = ['2:2', '5:2', '9:2', '0:3']
const FEW_LEFT = ['1:0', '3:0', '8:0', '5:1']

/** Landscapes and silhouettes true to each city, for its events' pictures. */
const CITY_SCENES: Record<string, { kinds: SceneKind[]; landmarks: Array<Landmark | null> }> = {
  milano: { kinds: ['city', 'lake', 'mountains'], landmarks: ['tower', 'dome', null] },
  roma: { kinds: ['city', 'hills'], landmarks: ['dome', 'tower', null] },
  bologna: { kinds: ['hills', 'city'], landmarks: ['tower', null, 'balloon'] },
  torino: { kinds: ['mountains', 'city', 'hills'], landmarks: ['dome', 'tower', null] },
  napoli: { kinds: ['coast', 'volcano', 'city'], landmarks: ['sailboat', 'lighthouse', null] },
  madrid: { kinds: ['city', 'hills'], landmarks: ['dome', 'windmill', 'tower'] },
  barcelona: { kinds: ['coast', 'city', 'hills'], landmarks: ['sailboat', 'palm', 'tower'] },
  paris: { kinds: ['city', 'hills'], landmarks: ['tower', 'dome', 'balloon'] },
  lyon: { kinds: ['hills', 'city'], landmarks: ['dome', 'tower', 'balloon'] },
  'new-york': { kinds: ['city', 'coast'], landmarks: ['tower', 'sailboat', 'lighthouse'] },
}

export type PlannedEvent = {
  city: SeedCity
  kind: EventKind
  venue: SeedVenue
  startsAt: Date
  endsAt: Date
  joinUntil: Date | null
  cancelled: boolean
  spots: number | null
  /** Euro (dollars in the US); 0 is free entry. */
  price: number
  /** Places the seeded customers hold, and how many more wait for one. */
  joined: number
  waiting: number
  scene: SceneSpec
  /** A coordinator leads the coordinators' own evenings; community members host the rest. */
  byCoordinator: boolean
  /** The state the plan means the event to show, at the time it is planned. */
  intended: EventStatus
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The instant of a local day and clock time in a time zone. */
function localInstant(day: string, clock: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = clock.split(':').map(Number) as [number, number]
  return new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime())
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()
const isWeekend = (day: string) => weekday(day) === 0 || weekday(day) === 6

/** The first day from `day` on that suits the kind: a weekend-only kind waits for Saturday or Sunday. */
const suitableDay = (day: string, weekendOnly: boolean) => {
  let found = day
  while (weekendOnly && !isWeekend(found)) found = addDays(found, 1)
  return found
}

function sceneFor(city: SeedCity, outdoor: boolean, taken: Set<string>, random: Random): SceneSpec {
  const { kinds, landmarks } = CITY_SCENES[city.slug] ?? { kinds: ['city'], landmarks: [null] }
  const times: TimeOfDay[] = outdoor ? ['dawn', 'noon', 'sunset'] : ['sunset', 'night']
  for (let attempt = 0; ; attempt++) {
    const spec: SceneSpec = {
      kind: outdoor ? random.pick(kinds) : kinds.includes('city') && attempt < 6 ? 'city' : random.pick(kinds),
      time: random.pick(times),
      landmark: random.pick(landmarks),
      horizon: 0.5 + random.int(0, 12) / 100,
      variant: 1 + (attempt % 3),
      seed: random.int(1, 100_000),
    }
    if (!taken.has(signature(spec))) {
      taken.add(signature(spec))
      return spec
    }
  }
}

/**
 * The demo's WeMeet events over the three months from `now`: five in each city, of five different
 * kinds, on days that suit them (day hikes and brunches at weekends), at the kind's local time;
 * among them events sold out (every spot held, two waiting), with joining closed, cancelled, and
 * with few places left. The same `now` and cities give the same plan.
 */
export function planEvents(now: Date, cities: readonly SeedCity[]): PlannedEvent[] {
  const random = new Random(20_261_128)
  const pictures = new Set<string>()
  const planned: PlannedEvent[] = []
  cities.forEach((city, cityIndex) => {
    const today = dayIn(now, city.timeZone)
    const kinds = Array.from({ length: OFFSET_RANGES.length }, (_, index) => EVENT_KINDS[(cityIndex * 3 + index * 5) % EVENT_KINDS.length]!)
    OFFSET_RANGES.forEach(([from, to], eventIndex) => {
      const kind = kinds[eventIndex]!
      const copy = EVENT_KIND_COPY[kind]
      let day = suitableDay(addDays(today, random.int(from, to)), copy.weekendOnly)
      let startsAt = localInstant(day, isWeekend(day) ? copy.startTime.weekend : copy.startTime.weekday, city.timeZone)
      // Today's event is planned for later today, or moves to the next suitable day.
      while (startsAt.getTime() < now.getTime() + 2 * 60 * 60 * 1000) {
        day = suitableDay(addDays(day, 1), copy.weekendOnly)
        startsAt = localInstant(day, isWeekend(day) ? copy.startTime.weekend : copy.startTime.weekday, city.timeZone)
      }
      const place = `${cityIndex}:${eventIndex}`
      const soldOut = SOLD_OUT.includes(place)
      const spots = soldOut ? Math.min(copy.spots ?? 12, 12) : copy.spots
      const intended: EventStatus = CANCELLED.includes(place)
        ? 'cancelled'
        : JOINING_CLOSED.includes(place)
          ? 'joining-closed'
          : soldOut
            ? 'sold-out'
            : 'available'
      const joined =
        spots === null
          ? random.int(3, 18)
          : soldOut
            ? spots
            : FEW_LEFT.includes(place)
              ? spots - 2
              : Math.floor((spots * random.int(15, 60)) / 100)
      const venues = copy.place === 'outdoor' ? city.outdoor : city.indoor
      planned.push({
        city,
        kind,
        venue: venues[(cityIndex + eventIndex) % venues.length]!,
        startsAt,
        endsAt: new Date(startsAt.getTime() + copy.durationMinutes * 60 * 1000),
        joinUntil: intended === 'joining-closed' ? new Date(now.getTime() - 2 * 60 * 60 * 1000) : null,
        cancelled: intended === 'cancelled',
        spots,
        price: copy.price,
        joined,
        waiting: soldOut ? 2 : 0,
        scene: sceneFor(city, copy.place === 'outdoor', pictures, random),
        byCoordinator: kind === 'meet-the-coordinators' || kind === 'trip-photo-evening',
        intended,
      })
    })
  })
  return planned
}

import { describe, expect, it } from 'vitest'
import { dayIn } from '@/features/events/quick-dates'
import { signature } from '../../../seed/scenes/types'
import { EVENT_CITIES } from '../../../seed/events/cities'
import { EVENT_KIND_COPY, EVENT_KINDS } from '../../../seed/events/event-kinds'
import { planEvents } from '../../../seed/events/plan'

const NOW = new Date('2026-11-28T21:30:00Z')
const plan = planEvents(NOW, EVENT_CITIES)
const DAY = 24 * 60 * 60 * 1000

describe('the demo WeMeet events', () => {
  it('are more than 40, in 10 cities, over the next three months, each starting after now and ending after it starts', () => {
    expect(plan.length).toBeGreaterThanOrEqual(40)
    expect(new Set(plan.map((event) => event.city.slug)).size).toBe(10)
    for (const event of plan) {
      expect(event.startsAt.getTime()).toBeGreaterThan(NOW.getTime())
      expect(event.startsAt.getTime()).toBeLessThan(NOW.getTime() + 92 * DAY)
      expect(event.endsAt.getTime()).toBeGreaterThan(event.startsAt.getTime())
    }
  })

  it('show every state: open, sold out with a waiting list, joining closed, cancelled, and few places left', () => {
    const states = new Set(plan.map((event) => event.intended))
    expect([...states].sort()).toEqual(['available', 'cancelled', 'joining-closed', 'sold-out'])
    for (const event of plan.filter((each) => each.intended === 'sold-out')) {
      expect(event.joined).toBe(event.spots)
      expect(event.waiting).toBeGreaterThan(0)
    }
    for (const event of plan.filter((each) => each.intended === 'joining-closed'))
      expect(event.joinUntil!.getTime()).toBeLessThan(NOW.getTime())
    for (const event of plan.filter((each) => each.intended === 'available' && each.spots !== null))
      expect(event.joined).toBeLessThan(event.spots!)
  })

  it('happen on days that suit them, at their kind’s local time, in the city’s own zone', () => {
    for (const event of plan) {
      const copy = EVENT_KIND_COPY[event.kind]
      const day = dayIn(event.startsAt, event.city.timeZone)
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
      if (copy.weekendOnly) expect([0, 6]).toContain(weekday)
      const clock = new Intl.DateTimeFormat('en-GB', { timeZone: event.city.timeZone, hour: '2-digit', minute: '2-digit' }).format(
        event.startsAt,
      )
      expect(clock).toBe(weekday === 0 || weekday === 6 ? copy.startTime.weekend : copy.startTime.weekday)
    }
  })

  it('have a picture each, no two alike, and a meeting place of the right kind', () => {
    expect(new Set(plan.map((event) => signature(event.scene))).size).toBe(plan.length)
    for (const event of plan) {
      const venues = EVENT_KIND_COPY[event.kind].place === 'outdoor' ? event.city.outdoor : event.city.indoor
      expect(venues).toContain(event.venue)
    }
  })

  it('are five different kinds in each city', () => {
    for (const city of EVENT_CITIES) expect(new Set(plan.filter((event) => event.city === city).map((event) => event.kind)).size).toBe(5)
  })
})

describe('the demo events’ copy', () => {
  it('has every kind in Italian, Spanish, French and English, with titles that fit once a city is named', () => {
    for (const kind of EVENT_KINDS) {
      const copy = EVENT_KIND_COPY[kind]
      for (const language of ['it', 'es', 'fr', 'en'] as const) {
        for (const city of EVENT_CITIES)
          expect(copy.title[language].replaceAll('{city}', city.name[language]).length).toBeLessThanOrEqual(120)
        expect(copy.overview[language].length).toBeGreaterThanOrEqual(2)
        for (const paragraph of copy.overview[language]) expect(paragraph.replace(/\{(city|venue)\}/g, '')).not.toMatch(/[{}]/)
      }
    }
  })
})

import { describe, expect, it } from 'vitest'
import {
  ALL_DESTINATIONS,
  cardsPerDestination,
  destinationsAttribute,
  matchesDestination,
} from '@/blocks/coordinator-list/destination-filter'

describe('the coordinators’ destination filter', () => {
  it('shows every card when no destination is chosen, those without destinations too', () => {
    expect(matchesDestination(destinationsAttribute([30, 31]), ALL_DESTINATIONS)).toBe(true)
    expect(matchesDestination(destinationsAttribute([]), ALL_DESTINATIONS)).toBe(true)
  })

  it('shows a card when the chosen destination is one of its own, matching whole ids only', () => {
    const card = destinationsAttribute([30, 131])
    expect(card).toBe('30 131')
    expect(matchesDestination(card, '30')).toBe(true)
    expect(matchesDestination(card, '131')).toBe(true)
    expect(matchesDestination(card, '31')).toBe(false)
    expect(matchesDestination(card, '3')).toBe(false)
    expect(matchesDestination('', '30')).toBe(false)
  })

  it('counts the cards each destination shows (the number it announces)', () => {
    const counts = cardsPerDestination([{ destinations: [{ id: 30 }, { id: 31 }] }, { destinations: [{ id: 31 }] }, { destinations: [] }])
    expect(counts).toEqual(
      new Map([
        [30, 1],
        [31, 2],
      ]),
    )
  })
})

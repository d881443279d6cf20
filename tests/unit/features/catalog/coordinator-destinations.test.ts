import { describe, expect, it } from 'vitest'
import { destinationsByCoordinator, travelsLedBy } from '@/features/catalog/coordinator-destinations'

const travels = [
  { id: 1, coordinatorId: 7, destinationIds: [30, 31] },
  { id: 2, coordinatorId: 8, destinationIds: [31] },
  { id: 3, coordinatorId: 7, destinationIds: [31, 32] },
  { id: 4, coordinatorId: null, destinationIds: [33] },
]

describe('a coordinator’s destinations', () => {
  it('are the countries of the travels they lead, each once, in the order the travels name them', () => {
    const destinations = destinationsByCoordinator(travels)
    expect(destinations.get(7)).toEqual([30, 31, 32])
    expect(destinations.get(8)).toEqual([31])
  })

  it('leave out travels nobody leads, and coordinators who lead none', () => {
    const destinations = destinationsByCoordinator(travels)
    expect([...destinations.keys()].sort()).toEqual([7, 8])
    expect(destinationsByCoordinator([])).toEqual(new Map())
  })
})

describe('the travels a coordinator leads', () => {
  it('are theirs alone (their departures are these travels’ tours)', () => {
    expect(travelsLedBy(travels, 7)).toEqual([1, 3])
    expect(travelsLedBy(travels, 9)).toEqual([])
  })
})

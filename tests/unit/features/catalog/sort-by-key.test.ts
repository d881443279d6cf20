import { describe, expect, it } from 'vitest'
import { sortByKey } from '@/features/catalog/search/sort-by-key'

describe('sortByKey', () => {
  it('sorts by the key, keeps the order of ties and puts missing keys last', () => {
    const items = [
      { name: 'a', key: 5 },
      { name: 'b', key: null },
      { name: 'c', key: -3 },
      { name: 'd', key: 5 },
      { name: 'e', key: 0 },
    ]
    expect(sortByKey(items, (item) => item.key).map((item) => item.name)).toEqual(['c', 'e', 'a', 'd', 'b'])
  })

  it('handles prices in minor units and large lists the same way', () => {
    const items = Array.from({ length: 3000 }, (_, index) => ({ index, key: (index * 7919) % 250_000_00 }))
    const expected = [...items].sort((a, b) => a.key - b.key || a.index - b.index)
    expect(sortByKey(items, (item) => item.key)).toEqual(expected)
  })
})

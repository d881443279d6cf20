import { describe, expect, it } from 'vitest'
import { convertFromEuro } from '@/features/currency/convert'

describe('converting a euro amount', () => {
  it('multiplies by the rate and rounds to a whole unit of the other currency', () => {
    expect(convertFromEuro(5000, 0.86)).toBe(4300)
    expect(convertFromEuro(4999, 0.86)).toBe(4300)
    expect(convertFromEuro(1234, 1.09)).toBe(1300)
    expect(convertFromEuro(25000, 1.0937)).toBe(27300)
  })

  it('rounds half a unit up', () => {
    expect(convertFromEuro(250, 1)).toBe(300)
    expect(convertFromEuro(249, 1)).toBe(200)
  })

  it('keeps nothing as nothing and large amounts exact to the unit', () => {
    expect(convertFromEuro(0, 0.86)).toBe(0)
    expect(convertFromEuro(123_456_700, 0.8612)).toBe(106_320_900)
  })

  it('always gives whole units, whatever the rate’s decimals', () => {
    for (const rate of [0.0001, 0.8573, 1.0999, 9.9999])
      for (const amount of [1, 99, 1050, 40000, 987654]) expect(convertFromEuro(amount, rate) % 100).toBe(0)
  })
})

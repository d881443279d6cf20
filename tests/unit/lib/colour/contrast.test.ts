import { describe, expect, it } from 'vitest'
import { contrastRatio, luminance, parseHex } from '@/lib/colour/contrast'

describe('colour contrast', () => {
  it('reads #rgb and #rrggbb, nothing else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255])
    expect(parseHex('#1F2A44')).toEqual([31, 42, 68])
    expect(parseHex('white')).toBeNull()
    expect(parseHex('#12345')).toBeNull()
  })

  it('gives WCAG’s figures: black on white is 21:1, a colour on itself 1:1, #767676 on white just 4.5:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([120, 40, 200], [120, 40, 200])).toBe(1)
    expect(contrastRatio(parseHex('#767676')!, [255, 255, 255])).toBeCloseTo(4.54, 2)
    expect(luminance([255, 255, 255])).toBeCloseTo(1, 10)
  })
})

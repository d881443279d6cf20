import { describe, expect, it } from 'vitest'
import { nextScrollHiding, scrollHidingAt, type ScrollHiding } from '@/lib/scroll/scroll-hiding'

/** The bar on a page opened at the first position, then scrolled to the others. */
const scroll = (first: number, ...positions: number[]): ScrollHiding => positions.reduce(nextScrollHiding, scrollHidingAt(first))

describe('the scroll-hiding bar', () => {
  it('hides after more than 20 px down from where the visitor turned', () => {
    expect(scroll(300, 320).hidden).toBe(false)
    expect(scroll(300, 321).hidden).toBe(true)
    expect(scroll(300, 250, 271).hidden).toBe(true)
    expect(scroll(300, 250, 270).hidden).toBe(false)
  })

  it('shows after more than 20 px up from the lowest point', () => {
    expect(scroll(300, 800, 780).hidden).toBe(true)
    expect(scroll(300, 800, 779).hidden).toBe(false)
    expect(scroll(300, 800, 900, 870).hidden).toBe(false)
    expect(scroll(300, 800, 900, 885).hidden).toBe(true)
  })

  it('shows on a page opened halfway down', () => {
    expect(scroll(1200).hidden).toBe(false)
  })

  it('always shows at the top', () => {
    expect(scroll(300, 800, 15).hidden).toBe(false)
    expect(scroll(0, 20).hidden).toBe(false)
    expect(scroll(0, 10, 5).hidden).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { bannerShowsOn, matchesPattern } from '@/features/banner/route-patterns'

describe('banner route patterns (spec 001 §2.4)', () => {
  it.each([
    ['/it/viaggi/peru', '/it/viaggi/*', true],
    ['/it/viaggi/peru/123', '/it/viaggi/*', false],
    ['/it/viaggi', '/it/viaggi/*', false],
    ['/it/viaggi/peru/123', '/it/viaggi/*/*', true],
    ['/it/', '/it', true],
    ['/it/cerca?dateFrom=2026-01-01', '/it/cerca', true],
    ['/en/faqs', '/it/faqs', false],
  ])('%s against %s: %s', (path, pattern, expected) => {
    expect(matchesPattern(path, pattern)).toBe(expected)
  })

  it('shows where an include matches and no exclude does', () => {
    const routes = { match: ['/it/viaggi/*', '/it'], exclude: ['/it/viaggi/giappone'] }
    expect(bannerShowsOn('/it/viaggi/peru', routes)).toBe(true)
    expect(bannerShowsOn('/it', routes)).toBe(true)
    expect(bannerShowsOn('/it/viaggi/giappone', routes)).toBe(false)
    expect(bannerShowsOn('/it/contatti', routes)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { pickBanner } from '@/features/banner/pick-banner'
import { bannerShowsOn, isValidRoutePattern, matchesPattern } from '@/features/banner/route-patterns'

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

describe('which banner shows (spec 001 §2.4)', () => {
  const banner = (id: string, match: string[], exclude: string[] = []) =>
    ({ id, message: id, backgroundColor: '#000', textColor: '#fff', closable: true, match, exclude, customCss: null, callToAction: null })

  it('takes the first matching banner the visitor has not closed', () => {
    const banners = [banner('1', ['/viaggi/*'], ['/viaggi/giappone']), banner('2', ['/viaggi/*']), banner('3', ['/'])]
    expect(pickBanner(banners, '/viaggi/peru', new Set())?.id).toBe('1')
    expect(pickBanner(banners, '/viaggi/giappone', new Set())?.id).toBe('2')
    expect(pickBanner(banners, '/viaggi/peru', new Set(['1']))?.id).toBe('2')
    expect(pickBanner(banners, '/contatti', new Set())).toBeNull()
  })

  it('accepts only path patterns an editor can mean', () => {
    for (const pattern of ['/', '/viaggi/*', '/legal/*', '/*/*', '/viaggi/']) expect(isValidRoutePattern(pattern), pattern).toBe(true)
    for (const pattern of ['viaggi', '/viaggi/**', '/a?b', 'https://x.com/a', '/a b']) expect(isValidRoutePattern(pattern), pattern).toBe(false)
  })
})

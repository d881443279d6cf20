import { describe, expect, it } from 'vitest'
import { bannersFor, firstOpenBanner } from '@/shell/banner/pick-banner'
import { bannerChoiceScript } from '@/shell/banner/banner-choice-script'
import { bannerShowsOn, isValidRoutePattern, matchesPattern } from '@/shell/banner/route-patterns'

describe('banner route patterns', () => {
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

describe('which banner shows', () => {
  const banner = (id: string, match: string[], exclude: string[] = []) => ({
    id,
    message: id,
    backgroundColor: '#000',
    textColor: '#fff',
    closable: true,
    match,
    exclude,
    customCss: null,
    callToAction: null,
  })

  it('gives a page every matching banner, in editor order', () => {
    const banners = [banner('1', ['/viaggi/*'], ['/viaggi/giappone']), banner('2', ['/viaggi/*']), banner('3', ['/'])]
    expect(bannersFor(banners, '/viaggi/peru').map((shown) => shown.id)).toEqual(['1', '2'])
    expect(bannersFor(banners, '/viaggi/giappone').map((shown) => shown.id)).toEqual(['2'])
    expect(bannersFor(banners, '/contatti')).toEqual([])
  })

  it('shows the first banner the visitor has not closed', () => {
    expect(firstOpenBanner(['1', '2'], 'a=b', 'closed_banners')).toBe('1')
    expect(firstOpenBanner(['1', '2'], 'a=b; closed_banners=7.1', 'closed_banners')).toBe('2')
    expect(firstOpenBanner(['1', '2'], 'closed_banners=1.2; a=b', 'closed_banners')).toBeNull()
    expect(firstOpenBanner(['1', '2'], 'xclosed_banners=1', 'closed_banners')).toBe('1')
  })

  it('decides in an inline script that runs on its own and keeps only digits as ids', () => {
    const styles: string[] = []
    const run = (ids: string[], cookie: string) => {
      styles.length = 0
      const document = {
        cookie,
        createElement: () => ({ textContent: '' }),
        head: { appendChild: (style: { textContent: string }) => styles.push(style.textContent) },
      }
      new Function('document', bannerChoiceScript(ids))(document)
      return styles
    }
    expect(run(['1', '2'], '')).toEqual([])
    expect(run(['1', '2'], 'closed_banners=1')).toEqual([
      '.banner-slot>.banner-bar{display:none}.banner-slot>.banner-bar[data-banner-id="2"]{display:flex}',
    ])
    expect(run(['1', '2'], 'closed_banners=1.2')).toEqual(['.banner-slot>.banner-bar{display:none}'])
    expect(bannerChoiceScript(['1', '"</script>'])).not.toContain('</script>')
  })

  it('accepts only path patterns an editor can mean', () => {
    for (const pattern of ['/', '/viaggi/*', '/legal/*', '/*/*', '/viaggi/']) expect(isValidRoutePattern(pattern), pattern).toBe(true)
    for (const pattern of ['viaggi', '/viaggi/**', '/a?b', 'https://x.com/a', '/a b'])
      expect(isValidRoutePattern(pattern), pattern).toBe(false)
  })
})

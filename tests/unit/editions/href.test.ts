import { defaultEdition } from '@/editions/edition'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { href, slugHref } from '@/editions/href'

describe('href', () => {
  afterEach(() => vi.restoreAllMocks())

  it('builds localized paths with the edition prefix', () => {
    expect(href('index', {}, defaultEdition('it'))).toBe('/it')
    expect(href('travels-travel', { travel: 'peru' }, defaultEdition('it'))).toBe('/it/viaggi/peru')
    expect(href('travels-travel-tour', { travel: 'peru', tour: 42 }, defaultEdition('de'))).toBe('/de/reiseziele/peru/42')
    expect(href('search', {}, defaultEdition('fr'))).toBe('/fr/recherche')
    expect(href('wishlist', {}, defaultEdition('es'))).toBe('/es/lista-de-deseos')
    expect(href('legal-privacy-policy', {}, defaultEdition('en'))).toBe('/en/legal/privacy-policy')
    expect(href('area-asia', {}, defaultEdition('en'))).toBe('/en/asia-trips')
    expect(href('tours', {}, defaultEdition('it'))).toBe('/it/partenze-viaggi-confermati')
  })

  it('encodes parameters', () => {
    expect(href('travels-travel', { travel: 'a b/c' }, defaultEdition('en'))).toBe('/en/destinations/a%20b%2Fc')
  })

  it('gives an empty string and a warning for a missing parameter', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(href('travels-travel-tour', { travel: 'peru' }, defaultEdition('it'))).toBe('')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"tour"'))
  })

  it('gives an empty string and a warning for a route disabled in the edition', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(href('events-wemeet', {}, defaultEdition('de'))).toBe('')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('disabled'))
  })

  it('builds slug page paths', () => {
    expect(slugHref('guides/packing-list', 'en')).toBe('/en/guides/packing-list')
    expect(slugHref('', 'it')).toBe('/it')
  })
})

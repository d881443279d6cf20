import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildEdition, buildEditions, clientEdition, defaultEdition } from '@/editions/edition'
import { href } from '@/editions/href'
import { isRouteEnabled } from '@/editions/route-table'
import type { Edition as EditionDoc } from '@/payload-types'

const doc = (fields: Partial<EditionDoc>): EditionDoc =>
  ({
    id: 1,
    code: 'de',
    label: 'Deutschland (CMS)',
    countryCode: 'DE',
    icon: 'de',
    language: 'de',
    languageLabel: 'Deutsch',
    englishLanguageLabel: 'German',
    currency: 'EUR',
    currencies: ['EUR'],
    dateFormat: 'DD/MM/YYYY',
    weekStartsOn: '0',
    updatedAt: '',
    createdAt: '',
    ...fields,
  }) as EditionDoc

describe('the Edition builder', () => {
  it('gives the code’s defaults before an admin has saved the edition', () => {
    const us = defaultEdition('us')
    expect(us).toMatchObject({ code: 'us', locale: 'en-US', language: 'en', currency: 'USD', currencies: ['USD'], weekStartsOn: 0 })
    expect(defaultEdition('en').weekStartsOn).toBe(0)
    for (const code of ['it', 'es', 'fr', 'de', 'intl'] as const) expect(defaultEdition(code).weekStartsOn).toBe(1)
    expect(defaultEdition('de').disabledRoutes).toEqual(['search-ai', 'events-wemeet', 'events-city-slug'])
    expect(buildEdition('it', undefined)).toEqual(defaultEdition('it'))
  })

  it('merges an edition document over the defaults, keeping the locale tag and the routes no build has', () => {
    const de = buildEdition('de', doc({ label: 'Deutschland (CMS)', weekStartsOn: '0', disabledRoutes: ['wishlist'] }))
    expect(de).toMatchObject({ code: 'de', locale: 'de-DE', label: 'Deutschland (CMS)', weekStartsOn: 0 })
    expect(de.disabledRoutes).toEqual(['search-ai', 'events-wemeet', 'events-city-slug', 'wishlist'])
  })

  it('builds all seven editions in their order, whatever documents exist', () => {
    const all = buildEditions([doc({ code: 'de', disabledRoutes: ['wishlist'] })])
    expect(all.map((edition) => edition.code)).toEqual(['it', 'es', 'fr', 'de', 'en', 'us', 'intl'])
    expect(all[3]!.disabledRoutes).toContain('wishlist')
    expect(all[2]!.disabledRoutes).not.toContain('wishlist')
  })

  it('gives the browser only what it needs', () => {
    expect(Object.keys(clientEdition(defaultEdition('it'))).sort()).toEqual(
      ['code', 'currencies', 'currency', 'dateFormat', 'disabledRoutes', 'locale', 'weekStartsOn'].sort(),
    )
  })
})

describe('href() with an Edition whose disabled routes switch a route off', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives no link to a route an admin switched off, quietly, in that edition only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const switchedOff = buildEdition('de', doc({ disabledRoutes: ['wishlist'] }))
    expect(href('wishlist', {}, defaultEdition('de'))).toBe('/de/wunschliste')
    expect(isRouteEnabled(switchedOff, 'wishlist')).toBe(false)
    expect(href('wishlist', {}, switchedOff)).toBe('')
    expect(href('wishlist', {}, defaultEdition('fr'))).not.toBe('')
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns for a route no build of the edition has', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(href('search-ai', {}, defaultEdition('de'))).toBe('')
    expect(warn).toHaveBeenCalledOnce()
  })
})

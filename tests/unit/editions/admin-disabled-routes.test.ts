import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberDisabledRoutes } from '@/editions/admin-disabled-routes'
import { href } from '@/editions/href'
import { isRouteEnabled } from '@/editions/route-table'
import { defaultEditionSettings } from '@/shell/data/edition-settings'

describe('routes an admin switched off', () => {
  afterEach(() => {
    rememberDisabledRoutes([])
    vi.restoreAllMocks()
  })

  it('are off for href(), quietly, in their edition only, until the settings say otherwise', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(href('wishlist', {}, 'de')).toBe('/de/wunschliste')
    rememberDisabledRoutes([{ code: 'de', disabledRoutes: ['wishlist'] }])
    expect(isRouteEnabled('de', 'wishlist')).toBe(false)
    expect(href('wishlist', {}, 'de')).toBe('')
    expect(href('wishlist', {}, 'fr')).not.toBe('')
    expect(warn).not.toHaveBeenCalled()
    rememberDisabledRoutes([{ code: 'de', disabledRoutes: [] }])
    expect(href('wishlist', {}, 'de')).toBe('/de/wunschliste')
  })
})

describe('edition defaults (what the seed writes)', () => {
  it('start the week on Sunday in the US and global English editions only', () => {
    expect(defaultEditionSettings('us').weekStartsOn).toBe(0)
    expect(defaultEditionSettings('en').weekStartsOn).toBe(0)
    for (const edition of ['it', 'es', 'fr', 'de', 'intl'] as const) expect(defaultEditionSettings(edition).weekStartsOn).toBe(1)
  })
})

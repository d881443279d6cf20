import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultEdition } from '@/editions/edition'
import { EDITION_CODES } from '@/editions/editions'
import { countryMenu } from '@/shell/header/country-menu'
import { eventsHeaderOpacity } from '@/shell/header/constants'
import { countryCurrency, geolocate } from '@/features/geolocation/geolocation'
import { createHoverIntent } from '@/shell/mega-menu/hover-intent'
import { panelLeft } from '@/shell/mega-menu/panel-position'
import { addressWithModal, addressWithoutModal } from '@/shell/modals/modal-address'
import { isChunkLoadError, shouldReload } from '@/shell/session/chunk-reload'
import { prefetchAllowed } from '@/features/navigation/prefetch'
import { siteApiHeaders } from '@/lib/http/site-api-headers'

const editions = EDITION_CODES.map(defaultEdition)

describe('mega menu', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closes 300 ms after the pointer leaves the item, unless it is over the panel', () => {
    const setOpen = vi.fn()
    const hover = createHoverIntent(setOpen)
    hover.itemEnter('destinations')
    expect(setOpen).toHaveBeenLastCalledWith('destinations')
    hover.itemLeave()
    vi.advanceTimersByTime(299)
    expect(setOpen).toHaveBeenCalledTimes(1)
    hover.panelEnter()
    vi.advanceTimersByTime(1000)
    expect(setOpen).toHaveBeenCalledTimes(1)
    hover.panelLeave()
    vi.advanceTimersByTime(300)
    expect(setOpen).toHaveBeenLastCalledWith(null)
  })

  it('centres the panel under its item, clamped to the container', () => {
    const container = { left: 100, width: 1000 }
    expect(panelLeft({ left: 500, width: 100 }, 400, container)).toBe(250)
    expect(panelLeft({ left: 110, width: 80 }, 400, container)).toBe(0)
    expect(panelLeft({ left: 1050, width: 40 }, 400, container)).toBe(600)
    expect(panelLeft({ left: 500, width: 100 }, 1200, container)).toBe(0)
  })
})

describe('events header', () => {
  it('fades its background from 0 at 200 px to 1 at 700 px', () => {
    expect(eventsHeaderOpacity(0)).toBe(0)
    expect(eventsHeaderOpacity(200)).toBe(0)
    expect(eventsHeaderOpacity(450)).toBe(0.5)
    expect(eventsHeaderOpacity(700)).toBe(1)
    expect(eventsHeaderOpacity(2000)).toBe(1)
  })
})

describe('country menu', () => {
  it('leaves out the US and disabled markets, puts the current one first, gives each its home', () => {
    const settings = editions.map((edition) => (edition.code === 'fr' ? { ...edition, disabled: true } : edition))
    const menu = countryMenu(settings, 'de', () => null)
    expect(menu.map((entry) => entry.code)).toEqual(['de', 'it', 'es', 'en', 'intl'])
    expect(menu[0]).toMatchObject({ isCurrent: true, home: '/de', origin: null, label: 'Deutsch', icon: 'de' })
    expect(menu.find((entry) => entry.code === 'es')).toMatchObject({ home: '/es', origin: null })
  })

  it('names the own host of another edition, never the current one’s', () => {
    const hostOf = (edition: { code: string }) => (edition.code === 'es' || edition.code === 'it' ? `${edition.code}.example.com` : null)
    const menu = countryMenu(editions, 'it', hostOf)
    expect(menu.find((entry) => entry.code === 'es')!.origin).toBe('https://es.example.com')
    expect(menu.find((entry) => entry.code === 'it')!.origin).toBeNull()
    expect(countryMenu(editions, 'it', hostOf, 'http:').find((entry) => entry.code === 'es')!.origin).toBe('http://es.example.com')
  })
})

describe('geolocation (layouts call)', () => {
  const it_ = editions.find((edition) => edition.code === 'it')!
  it('reads the country from the CDN header and finds its market and currency', () => {
    expect(geolocate(new Headers({ 'cf-ipcountry': 'DE' }), it_, editions)).toEqual({
      country: 'DE',
      market: 'de',
      needsRedirect: true,
      currency: 'EUR',
    })
    expect(geolocate(new Headers({ 'x-vercel-ip-country': 'gb' }), it_, editions)).toMatchObject({
      country: 'GB',
      market: 'en',
      currency: 'GBP',
    })
    expect(geolocate(new Headers({ 'cf-ipcountry': 'JP' }), it_, editions)).toMatchObject({ market: 'intl', needsRedirect: true })
  })

  it('falls back to the edition’s own country, so nothing moves', () => {
    expect(geolocate(new Headers(), it_, editions)).toEqual({ country: 'IT', market: 'it', needsRedirect: false, currency: 'EUR' })
    expect(geolocate(new Headers({ 'cf-ipcountry': 'XX' }), it_, editions)).toMatchObject({ country: 'IT', needsRedirect: false })
    expect(countryCurrency('US')).toBe('USD')
  })
})

describe('modals by address', () => {
  it('adds modal, type and layout, replacing a modal asked for before, and keeps the rest', () => {
    expect(addressWithModal('/en?page=2&modal=old&layout=list#top', { modal: 'currency', type: 'x' })).toBe(
      '/en?page=2&modal=currency&type=x#top',
    )
    expect(addressWithModal(new URL('https://example.com/it'), { modal: 'app', layout: 'calendar' })).toBe(
      'https://example.com/it?modal=app&layout=calendar',
    )
  })

  it('removes exactly modal, type and layout on close', () => {
    expect(addressWithoutModal('/en?a=1&modal=app&type=t&layout=calendar&b=2')).toBe('/en?a=1&b=2')
    expect(addressWithoutModal('/en?modal=app')).toBe('/en')
  })
})

describe('session rules', () => {
  it('reloads on a chunk-load failure at most once per 60 s', () => {
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(shouldReload(null, 1_000)).toBe(true)
    expect(shouldReload(1_000, 60_999)).toBe(false)
    expect(shouldReload(1_000, 61_000)).toBe(true)
  })

  it('skips prefetching offline, on 2g and with data saver', () => {
    expect(prefetchAllowed(true, { effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed(true, undefined)).toBe(true)
    expect(prefetchAllowed(false, { effectiveType: '4g' })).toBe(false)
    expect(prefetchAllowed(true, { effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed(true, { effectiveType: 'slow-2g' })).toBe(false)
    expect(prefetchAllowed(true, { saveData: true })).toBe(false)
  })

  it('sends X-Referer-Url and X-Anonymous-Id with site-API calls in production only', () => {
    expect(siteApiHeaders({ production: false, path: '/it', cookie: '' })).toEqual({ Accept: 'application/json' })
    expect(siteApiHeaders({ production: true, path: '/it/viaggi', cookie: 'a=1; ajs_anonymous_id=abc-123' })).toEqual({
      Accept: 'application/json',
      'X-Referer-Url': '/it/viaggi',
      'X-Anonymous-Id': 'abc-123',
    })
    expect(siteApiHeaders({ production: true, path: '/', cookie: '' })['X-Anonymous-Id']).toBe('null')
  })
})

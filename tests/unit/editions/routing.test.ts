import { defaultEdition } from '@/editions/edition'
import { NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { describe, expect, it } from 'vitest'
import { EDITION_CODES, EDITIONS, type EditionCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { ROUTE_NAMES, type RouteName } from '@/editions/route-names'
import { findRoute, isRouteEnabled } from '@/editions/route-table'
import { routing } from '@/editions/routing'
import { proxy as siteProxy } from '@/proxy'
import { resolveRoute } from '@/runtime/resolve-route'

const proxy = createMiddleware(routing)

const PARAMS: Record<string, string> = {
  travel: 'giappone-classico',
  tour: '4711',
  coordinator: 'giulia-rossi',
  city: 'milano',
  slug: 'aperitivo-sui-navigli',
}

function paramsOf(name: RouteName): Record<string, string> {
  const route = findRoute('it', name)
  return Object.fromEntries(route.segments.flatMap((segment) => ('param' in segment ? [[segment.param, PARAMS[segment.param]!]] : [])))
}

/** The path the app sees after the proxy: next-intl's rewrite target, without the locale segment. */
async function internalPath(path: string, headers: Record<string, string> = {}) {
  const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }))
  const rewrite = response.headers.get('x-middleware-rewrite')
  return { response, rewrite: rewrite ? new URL(rewrite).pathname : null }
}

describe('routing of every route name in every edition', () => {
  for (const edition of EDITION_CODES) {
    for (const name of ROUTE_NAMES) {
      const enabled = isRouteEnabled(defaultEdition(edition), name)
      it(`${edition} ${name}: ${enabled ? 'href -> proxy -> route round-trips' : 'disabled: no link, 404'}`, async () => {
        const params = paramsOf(name)
        const built = href(name, params, defaultEdition(edition))
        if (!enabled) {
          expect(built).toBe('')
          const localized = findRoute(edition, name).template.replace(/\{(\w+)\}/g, (_, param: string) => PARAMS[param]!)
          const { rewrite } = await internalPath(`/${edition}${localized}`)
          const [, , ...segments] = rewrite!.split('/')
          expect(resolveRoute(defaultEdition(edition), segments).kind).toBe('not-found')
          return
        }
        expect(built.startsWith(`/${edition}`)).toBe(true)
        const { rewrite, response } = await internalPath(built)
        expect(response.status, built).toBe(200)
        const [, locale, ...segments] = (rewrite ?? new URL(built, 'http://x').pathname).split('/')
        expect(locale).toBe(EDITIONS[edition].locale)
        expect(resolveRoute(defaultEdition(edition), segments.map(decodeURIComponent))).toEqual({ kind: 'route', name, params })
      })
    }
  }
})

describe('the proxy’s own rewrite of an edition’s routes', () => {
  /** The internal path the site's proxy rewrites to, without the variant segment it adds. */
  async function siteInternalPath(path: string) {
    const rewrite = (await siteProxy(new NextRequest(new URL(path, 'http://localhost:3000')))).headers.get('x-middleware-rewrite')
    const [, locale, , ...rest] = new URL(rewrite!).pathname.split('/')
    return ['', locale, ...rest].join('/')
  }

  it('rewrites every route of every edition to the path next-intl gives it, parameters and query kept', async () => {
    for (const edition of EDITION_CODES) {
      for (const name of ROUTE_NAMES) {
        const localized = findRoute(edition, name).template.replace(/\{(\w+)\}/g, (_, param: string) => PARAMS[param]!)
        const path = `/${edition}${localized === '/' ? '' : localized}`
        expect(await siteInternalPath(path), path).toBe((await internalPath(path)).rewrite)
      }
    }
    const query = (await siteProxy(new NextRequest(new URL('/it/viaggi?page=2', 'http://localhost:3000')))).headers.get(
      'x-middleware-rewrite',
    )
    expect(new URL(query!).search).toBe('?page=2')
  })

  it('passes custom-page slugs through as next-intl does, and leaves another language’s path to it', async () => {
    for (const path of ['/it/guide/valigia', '/de/ueber-uns', '/en/a/b/c/d', '/fr/caf%C3%A9', '/it/viaggi/peru/itinerary/extra']) {
      expect(await siteInternalPath(path), path).toBe((await internalPath(path)).rewrite)
    }
    expect((await siteProxy(new NextRequest(new URL('/de/destinations/peru', 'http://localhost:3000')))).status).toBe(307)
  })

  it('keeps an escaped parameter escaped', async () => {
    expect(await siteInternalPath('/it/viaggi/caf%C3%A9')).toBe('/it-IT/destinations/caf%C3%A9')
  })
})

describe('the proxy', () => {
  it('sends / to the edition of the cookie, then Accept-Language, then Italy', async () => {
    const location = async (headers: Record<string, string>) =>
      new URL((await siteProxy(new NextRequest(new URL('/', 'http://localhost:3000'), { headers }))).headers.get('location')!).pathname
    expect(await location({ cookie: 'edition=de-DE', 'accept-language': 'fr-FR' })).toBe('/de')
    expect(await location({ 'accept-language': 'es-ES,es;q=0.9' })).toBe('/es')
    expect(await location({ 'accept-language': 'fr' })).toBe('/fr')
    expect(await location({ 'accept-language': 'ja-JP' })).toBe('/it')
    expect(await location({ 'accept-language': 'en-GB,en;q=0.8' })).toBe('/en')
    expect(await location({ 'accept-language': 'en-US,en;q=0.8' })).toBe('/us')
    expect(await location({ 'accept-language': 'de-CH;q=0.5, fr;q=0.9' })).toBe('/fr')
    expect(await location({})).toBe('/it')
  })

  it('passes custom-page slugs through unchanged', async () => {
    expect((await internalPath('/it/guide/valigia')).rewrite).toBe('/it-IT/guide/valigia')
  })

  it('sends a localized path of another language to this edition’s path', async () => {
    const { response } = await internalPath('/it/destinations')
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location')!).pathname).toBe('/it/viaggi')
  })

  it('sets no cookie on a page response (pages are cached HTML)', async () => {
    const response = await siteProxy(
      new NextRequest(new URL('/de/reiseziele', 'http://localhost:3000'), { headers: { 'accept-language': 'it' } }),
    )
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('puts the variant in front of the internal path: the edition’s own before the server registers its lookups', async () => {
    const rewrite = async (path: string) =>
      new URL(
        (await siteProxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie: 'currency=GBP' } }))).headers.get(
          'x-middleware-rewrite',
        )!,
      ).pathname
    expect(await rewrite('/it/guide/valigia')).toBe('/it-IT/eur-eur-x/guide/valigia')
    expect(await rewrite('/us')).toBe('/en-US/usd-usd-x')
    expect(await rewrite(href('events-wemeet', {}, defaultEdition('it')))).toMatch(/^\/it-IT\/eur-eur-e\//)
    // Every malformed address shares one cached 404.
    expect(await rewrite(`/it/${'x'.repeat(600)}`)).toBe('/it-IT/eur-eur-x/~')
    expect(await rewrite('/it/a%20b/c')).toBe('/it-IT/eur-eur-x/~')
  })
})

describe('the route table as built (documented in docs/routes.md)', () => {
  it('gives each language its own paths where the spec names them', () => {
    const expectations: Array<[EditionCode, RouteName, string]> = [
      ['it', 'travels', '/it/viaggi'],
      ['es', 'travels', '/es/viajes'],
      ['fr', 'search', '/fr/recherche'],
      ['de', 'travels-travel-tour', '/de/reiseziele/giappone-classico/4711'],
      ['es', 'wishlist', '/es/lista-de-deseos'],
      ['en', 'legal-privacy-policy', '/en/legal/privacy-policy'],
      ['en', 'area-asia', '/en/asia-trips'],
      ['it', 'tours', '/it/partenze-viaggi-confermati'],
      ['it', 'search-ai', '/it/abracadabra-cerca-viaggio'],
      ['us', 'coordinators', '/us/coordinators'],
      ['intl', 'travels-travel-itinerary', '/intl/destinations/giappone-classico/itinerary'],
    ]
    for (const [edition, name, path] of expectations) expect(href(name, paramsOf(name), defaultEdition(edition))).toBe(path)
  })
})

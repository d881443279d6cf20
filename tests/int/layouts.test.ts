import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryShellData } from '@/shell/data/load-shell-data'
import { apiHandler } from '@/lib/http/api-handler'
import { showLayouts } from '@/shell/data/api'
import { quiet, testCms, uniqueSlug } from './test-cms'

/** The route as the server mounts it, with the uncached read (there is no Next cache here). */
const handler = apiHandler((request: NextRequest) => showLayouts(request, queryShellData))

async function call(query: string, headers: Record<string, string> = {}) {
  const response = await handler(new NextRequest(`http://localhost/api/v1/layouts?${query}`, { headers }), {})
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/layouts and the shell data', () => {
  let payload: Payload
  let englishOnlyPage: number

  beforeAll(async () => {
    payload = await testCms()
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Only in English', slug: uniqueSlug('english-only'), _status: 'published' } as never,
      context: quiet,
    })
    englishOnlyPage = page.id
    await payload.updateGlobal({
      slug: 'header',
      locale: 'it',
      context: quiet,
      data: {
        _status: 'published',
        menu: [
          {
            label: 'Destinazioni',
            type: 'mega-menu',
            children: [
              {
                label: 'Asia',
                link: { kind: 'route', route: 'area-asia' },
                links: [
                  { label: 'Giappone', link: { kind: 'url', url: '/it/cerca?textSearch=Giappone' } },
                  { label: 'Solo in inglese', link: { kind: 'page', page: englishOnlyPage } },
                ],
              },
            ],
          },
          { label: 'Eventi', type: 'link', link: { kind: 'route', route: 'events-wemeet' } },
        ],
      } as never,
    })
    await payload.updateGlobal({
      slug: 'header',
      locale: 'de',
      context: quiet,
      data: { _status: 'published', menu: [{ label: 'Events', type: 'link', link: { kind: 'route', route: 'events-wemeet' } }] } as never,
    })
    await payload.create({
      collection: 'banners',
      context: quiet,
      data: { name: 'Active', edition: 'it', message: '<b>Free</b> cancellation', routes: { match: ['/', '/viaggi/*'] } } as never,
    })
    await payload.create({
      collection: 'banners',
      context: quiet,
      data: { name: 'Off', edition: 'it', active: false, message: 'Hidden', routes: { match: ['/'] } } as never,
    })
  })

  it('answers the edition’s header with every link resolved in its language; entries going nowhere are left out', async () => {
    const { status, body } = await call('edition=it')
    expect(status).toBe(200)
    const [destinations, events] = body.data.header.menu
    expect(destinations.groups[0].link).toEqual({ href: '/it/viaggi-asia', newTab: false })
    expect(destinations.groups[0].links.map((link: { label: string }) => link.label)).toEqual(['Giappone'])
    expect(events.link.href).toBe('/it/eventi-wemeet')
    // The same route is switched off in Germany: the entry disappears rather than link to a 404.
    expect((await call('edition=de')).body.data.header.menu).toEqual([])
  })

  it('lists only the active banners, with their message stripped of markup', async () => {
    const { body } = await call('edition=it')
    expect(body.data.banners.map((banner: { message: string }) => banner.message)).toEqual(['Free cancellation'])
    expect(body.data.banners[0]).toMatchObject({ match: ['/', '/viaggi/*'], closable: true, backgroundColor: '#1f2a44' })
  })

  it('gives the settings with the currencies offered and the geolocation from the request', async () => {
    const { body } = await call('edition=en', { 'cf-ipcountry': 'GB' })
    expect(body.data.settings.currencies).toEqual([{ isoCode: 'EUR' }, { isoCode: 'GBP' }])
    expect(body.data.geolocation).toEqual({ country: 'GB', market: 'en', needsRedirect: false, currency: 'GBP' })
    expect((await call('edition=it', { 'cf-ipcountry': 'FR' })).body.data.geolocation).toMatchObject({ market: 'fr', needsRedirect: true })
    expect((await call('edition=it')).body.data.geolocation).toEqual({ country: 'IT', market: 'it', needsRedirect: false, currency: 'EUR' })
  })

  it('refuses an unknown edition with the validation envelope', async () => {
    const { status, body } = await call('edition=xx')
    expect(status).toBe(400)
    expect(body.key).toBe('VALIDATION_ERROR')
  })

  it('refuses edition settings whose offered currencies miss the edition currency, and banner patterns that are not paths', async () => {
    await expect(
      payload.create({
        collection: 'editions',
        context: quiet,
        data: {
          code: 'fr',
          label: 'France',
          countryCode: 'FR',
          icon: 'fr',
          language: 'fr',
          languageLabel: 'Français',
          englishLanguageLabel: 'French',
          currency: 'EUR',
          currencies: ['GBP'],
          weekStartsOn: '1',
        } as never,
      }),
    ).rejects.toThrow(/currencies/i)
    await expect(
      payload.create({
        collection: 'banners',
        context: quiet,
        data: { name: 'Bad', edition: 'it', message: 'x', routes: { match: ['viaggi/**'] } } as never,
      }),
    ).rejects.toThrow()
  })

  it('takes an admin’s edition settings over the defaults, keeping the spec’s disabled routes', async () => {
    await payload.create({
      collection: 'editions',
      context: quiet,
      data: {
        code: 'es',
        label: 'España',
        countryCode: 'ES',
        icon: 'es',
        language: 'es',
        languageLabel: 'Español',
        englishLanguageLabel: 'Spanish',
        currency: 'EUR',
        currencies: ['EUR', 'USD'],
        weekStartsOn: '1',
        communityMessage: 'Hola',
        disabledRoutes: ['sales'],
      } as never,
    })
    const layout = await queryShellData('es')
    expect(layout.edition).toMatchObject({ languageLabel: 'Español', communityMessage: 'Hola', currencies: ['EUR', 'USD'] })
    expect(layout.edition.disabledRoutes).toEqual(expect.arrayContaining(['search-ai', 'sales']))
  })
})
